"""The Foxwoods house way (docs/house-ways/foxwoods.md): its worked examples, rule
by rule and decision by decision, each section named after the rule or decision it
shows. Checked on the core and on the reference by tests/paigow/test_house_way_examples.py."""

from house_way_example import Example

FOXWOODS: dict[str, list[Example]] = {
    "rule1 no pair": [
        Example("Ac Jd 9h 7s 5c 3d 2h", "Jd 9h", "Ac 7s 5c 3d 2h", "no-pair"),
    ],
    "rule1 joker is the highest card": [
        Example("Jk Kd 9h 7s 5c 3d 2h", "Kd 9h", "Jk 7s 5c 3d 2h", "no-pair"),
    ],
    "rule2 one pair": [
        Example("Kc Kd 9h 7s 5c 3d 2h", "9h 7s", "Kc Kd 5c 3d 2h", "one-pair"),
    ],
    "rule2 joker and ace are a pair of aces": [
        Example("Jk Ad Kh 9h 7s 5c 3d", "Kh 9h", "Jk Ad 7s 5c 3d", "one-pair"),
    ],
    "rule3 high pair aces to jacks split": [
        Example("Ac Ad 3h 3s Kc 9d 2h", "3h 3s", "Ac Ad Kc 9d 2h", "two-pairs-high"),
        Example("Kc Kd 8h 8s Qc 9d 2h", "8h 8s", "Kc Kd Qc 9d 2h", "two-pairs-high"),
        # Jacks: split even with a single ace to play in front.
        Example("Jc Jd 4h 4s Ac 9d 2h", "4h 4s", "Jc Jd Ac 9d 2h", "two-pairs-high"),
    ],
    "rule3 tens to sevens with a single ace together": [
        Example("Tc Td 4h 4s Ac 9d 2h", "Ac 9d", "Tc Td 4h 4s 2h", "two-pairs-mid-ace"),
        Example("7c 7d 6h 6s Ac Kd 2h", "Ac Kd", "7c 7d 6h 6s 2h", "two-pairs-mid-ace"),
        # The joker is the single ace.
        Example("7c 7d 4h 4s Jk 9d 2h", "Jk 9d", "7c 7d 4h 4s 2h", "two-pairs-mid-ace"),
    ],
    "rule3 tens to sevens without an ace split": [
        # A single king is not enough above sixes.
        Example("Tc Td 4h 4s Kc 9d 2h", "4h 4s", "Tc Td Kc 9d 2h", "two-pairs-mid-split"),
        Example("7c 7d 2h 2s Qc 9d 3h", "2h 2s", "7c 7d Qc 9d 3h", "two-pairs-mid-split"),
    ],
    "rule3 sixes to threes with a king or ace together": [
        Example("6c 6d 4h 4s Kc 9d 2h", "Kc 9d", "6c 6d 4h 4s 2h", "two-pairs-low-ace-king"),
        Example("5c 5d 3h 3s Ac 9d 2h", "Ac 9d", "5c 5d 3h 3s 2h", "two-pairs-low-ace-king"),
        # Both a king and an ace: the highest single and the next.
        Example("3c 3d 2h 2s Ac Kd 9h", "Ac Kd", "3c 3d 2h 2s 9h", "two-pairs-low-ace-king"),
        Example("4c 4d 2h 2s Jk 7d 5h", "Jk 7d", "4c 4d 2h 2s 5h", "two-pairs-low-ace-king"),
    ],
    "rule3 sixes to threes without a king or ace split": [
        Example("6c 6d 4h 4s Qc 9d 2h", "4h 4s", "6c 6d Qc 9d 2h", "two-pairs-low-split"),
        Example("3c 3d 2h 2s Qc 9d 7h", "2h 2s", "3c 3d Qc 9d 7h", "two-pairs-low-split"),
    ],
    "rule3 ignores a straight": [
        # 6-7-8-9-T straight with tens and nines, no ace: rule 3 splits.
        Example("Tc Td 9h 9s 8c 7d 6h", "99", "TT876", "two-pairs-mid-split"),
        # A-2-3-4-5 straight with fives and threes and a single ace: both pairs behind.
        Example("5c 5d 3h 3s Ac 2d 4h", "Ac 4h", "5c 5d 3h 3s 2d", "two-pairs-low-ace-king"),
    ],
    "rule3 ignores a flush": [
        Example("Ah Kd Kh 5h 5s 9h 2h", "5h 5s", "Kd Kh Ah 9h 2h", "two-pairs-high"),
        Example("Ah 9d 9h 5h 5s 8h 2h", "Ah 8h", "9d 9h 5h 5s 2h", "two-pairs-mid-ace"),
    ],
    "rule4 three pairs": [
        Example("Kc Kd 7h 7s 4c 4d 9h", "Kc Kd", "7h 7s 4c 4d 9h", "three-pairs"),
    ],
    "rule4 takes precedence over a flush": [
        # Jk-Ah is the highest pair; Ah 7h 4h 9h + Jk would be a flush.
        Example("Jk Ah 7h 7s 4h 4d 9h", "Jk Ah", "7h 7s 4h 4d 9h", "three-pairs"),
    ],
    "rule5 trips kings and below": [
        Example("8c 8d 8h Kc 5d 3h 2s", "Kc 5d", "8c 8d 8h 3h 2s", "trips"),
        Example("Kc Kd Kh Ac 9d 5h 2s", "Ac 9d", "Kc Kd Kh 5h 2s", "trips"),
    ],
    "rule5 trip aces split": [
        Example("Ac Ad Ah Kc 9d 5h 2s", "AK", "AA952", "trip-aces"),
        Example("Ac Ad Jk Kc 9d 5h 2s", "AK", "AA952", "trip-aces"),
    ],
    "rule6 two trips": [
        Example("Qc Qd Qh 8c 8d 8h 3s", "QQ", "Q8883", "two-trips"),
        Example("Jk Ac Ad 8c 8d 8h 3s", "AA", "A8883", "two-trips"),
    ],
    "rule7 no pair highest front": [
        Example("4c 5d 6h 7s 8c Td Kh", "Td Kh", "4c 5d 6h 7s 8c", "straight-or-flush"),
        Example("Ah Kh 9h 7h 4h 2h Qs", "Ah Qs", "Kh 9h 7h 4h 2h", "straight-or-flush"),
        # Six-card straight: the top card goes in front.
        Example("4c 5d 6h 7s 8c 9d Kh", "9d Kh", "4c 5d 6h 7s 8c", "straight-or-flush"),
    ],
    "rule7 no pair straight flush has no bar": [
        # Unlike the Golden Nugget way, the straight flush 6h-Th is given up for the
        # straight 5c-9h whose front T-2 is higher (only ten-high).
        Example("6h 7h 8h 9h Th 5c 2d", "Th 2d", "5c 6h 7h 8h 9h", "straight-or-flush"),
        # When nothing beats the straight flush's front, it stays.
        Example("5h 6h 7h 8h 9h Kc 2d", "Kc 2d", "5h 6h 7h 8h 9h", "straight-or-flush"),
    ],
    "rule7 no pair joker completes the flush": [
        # The joker is a single ace for the pattern, a heart for the flush.
        Example("Jk Kc Qh Jh 9h 5h 2d", "Kc 2d", "Jk Qh Jh 9h 5h", "straight-or-flush"),
    ],
    "rule7 one pair front may be the pair": [
        Example("9c 9d 2h 3s 4c 5d 6h", "9c 9d", "2h 3s 4c 5d 6h", "straight-or-flush-pair"),
        Example("Kc Kd 2h 5h 8h 9h Jh", "Kc Kd", "2h 5h 8h 9h Jh", "straight-or-flush-pair"),
    ],
    "rule7 one pair highest front": [
        Example("5c 6d 7h 8s 9c 9d Kh", "K9", "98765", "straight-or-flush-pair"),
    ],
    "rule7 equal fronts stronger back": [
        # A-K in front either way; behind, 8d-Qd with the joker (as Jd) is a straight
        # flush, stronger than the ace-high flush with Ad.
        Example("9d Qd Td Ad 8d Ks Jk", "Ad Ks", "9d Qd Td 8d Jk", "straight-or-flush-pair"),
        # Equal fronts 6-K: 2c-6c straight flush behind beats the straight 2c-5c+6s.
        Example("2c 3c 4c 5c 6c 6s Kh", "6s Kh", "2c 3c 4c 5c 6c", "straight-or-flush-pair"),
    ],
    "rule7 pair and ace exception": [
        # The straight A-T leaves K-2 in front; A-Q is strictly better: the pair behind.
        Example("As Kc Kd Qh Jc Th 2d", "As Qh", "Kc Kd Jc Th 2d", "pair-and-ace-over-straight"),
        # A pair of tens: the club flush leaves T-4 in front, A-J is better.
        Example("Ac Tc Td 9c 4s Jc 2c", "Ac Jc", "Tc Td 9c 4s 2c", "pair-and-ace-over-straight"),
    ],
    "rule7 pair and ace exception with the joker as the ace": [
        Example("Jk Kc Kd Qh Jc Th 2d", "Jk Qh", "Kc Kd Jc Th 2d", "pair-and-ace-over-straight"),
    ],
    "rule7 exception not taken unless the front can be improved": [
        # The straight 6-T leaves A-T in front, better than A-9 (the ace and the
        # highest other single): the straight stays.
        Example("As Tc Td 6h 7s 8c 9d", "AT", "T9876", "straight-or-flush-pair"),
        # The flush leaves A-T in front: the ace is already there, so the flush stays
        # although A-K (the ace and the highest other single) would be better.
        Example("As Th Td Kh Qh Jh 2h", "As Td", "Th Kh Qh Jh 2h", "straight-or-flush-pair"),
        # The wheel leaves K-K in front: a pair beats A-5.
        Example("As Kc Kd 2h 3s 4c 5d", "Kc Kd", "As 2h 3s 4c 5d", "straight-or-flush-pair"),
    ],
    "rule7 exception only for kings to tens": [
        # Nines: no exception; the straight 5-9 leaves A-9.
        Example("As 9c 9d 5h 6s 7c 8d", "A9", "98765", "straight-or-flush-pair"),
        # A pair of aces (the joker one of them): no single ace, no exception.
        Example("Jk Ac 5d 6h 7s 8c 9d", "AA", "98765", "straight-or-flush-pair"),
    ],
    "rule7 trips straight behind pair in front": [
        Example("8c 8d 8h 9s Tc Jd Qh", "88", "QJT98", "straight-or-flush-trips"),
        Example("Kh Kd Ks 2h 5h 8h 9h", "Kd Ks", "Kh 2h 5h 8h 9h", "straight-or-flush-trips"),
    ],
    "rule7 trips best back": [
        # Trip aces with the joker: Ac-Ad in front keeps the royal flush (the joker as
        # Ah) behind, stronger than the straight A-K-Q-J-T with Ad-Jk in front.
        Example("Ac Ad Jk Kh Qh Jh Th", "Ac Ad", "Jk Kh Qh Jh Th", "straight-or-flush-trips"),
    ],
    "rule7 trips without a pair front fall back to rule5": [
        # Trip aces (As, Ac, joker): the wheel needs two of them (an ace and the
        # joker as the five), so no pair of aces can go in front: rule 5, the ace and
        # the seven in front, the joker kept behind for the straight.
        Example(
            "4c 7d 2c Jk As 3h Ac",
            "A7",
            None,
            "trip-aces",
            back_category="straight",
            joker="back",
        ),
    ],
    "rule8 full house pair in front": [
        Example("8c 8d 8h Kc Kd Ah 3s", "Kc Kd", "8c 8d 8h Ah 3s", "full-house"),
        Example("5c 5d 5h Ac Ad 9h 2s", "Ac Ad", "5c 5d 5h 9h 2s", "full-house"),
    ],
    "rule8 twos with ace king still split": [
        # No Golden Nugget style exception: the twos go in front.
        Example("8c 8d 8h 2c 2d Ah Ks", "2c 2d", "8c 8d 8h Ah Ks", "full-house"),
    ],
    "rule8 trips and two pairs higher pair in front": [
        Example("9c 9d 9h 5c 5d Kh Ks", "Kh Ks", "9c 9d 9h 5c 5d", "full-house-two-pairs"),
    ],
    "rule8 decision higher of the two pairs not the trips": [
        # A-A from the trips would be legal (two pairs behind), but the rule's pair is K-K.
        Example("Ac Ad Ah Kc Kd 2h 2s", "Kc Kd", "Ac Ad Ah 2h 2s", "full-house-two-pairs"),
    ],
    "rule8 takes precedence over a flush": [
        # 8h Ah Jk 5h 2h would be a flush; the full house rule puts the aces in front.
        Example("8h 8d 8c Ah Jk 5h 2h", "Ah Jk", "8h 8d 8c 5h 2h", "full-house"),
    ],
    "rule9 quads with a pair beside": [
        Example("9c 9d 9h 9s Kc Kd 2h", "Kc Kd", "9c 9d 9h 9s 2h", "quads-with-pair"),
        Example("4c 4d 4h 4s 2c 2d Ah", "2c 2d", "4c 4d 4h 4s Ah", "quads-with-pair"),
        # Jacks to aces are always split, a pair beside or not.
        Example("Ac Ad Ah As 2c 2d Kh", "AA", "AAK22", "quads-high"),
        Example("Ac Ad Ah Jk 3c 3d Kh", "AA", "AAK33", "quads-high"),
    ],
    "rule9 quads with trips beside": [
        # Decision: a pair of the trips in front, their third card behind with the four.
        Example("Tc Td Th Ts 2c 2d 2h", "22", "TTTT2", "quads-with-pair"),
        Example("5c 5d 5h 5s Qc Qd Qh", "QQ", "Q5555", "quads-with-pair"),
        # Jacks to aces: split all the same.
        Example("Kc Kd Kh Ks 2c 2d 2h", "KK", "KK222", "quads-high"),
    ],
    "rule9 aces to jacks split": [
        Example("Qc Qd Qh Qs Ac 5d 2h", "QQ", "AQQ52", "quads-high"),
        Example("Jc Jd Jh Js Ac Kd 2h", "JJ", "AKJJ2", "quads-high"),
        Example("Ac Ad Ah As Kc Qd 9h", "AA", "AAKQ9", "quads-high"),
        Example("Ac Ad Ah Jk Kc Qd 9h", "AA", "AAKQ9", "quads-high"),
    ],
    "rule9 split keeps the strongest back": [
        # Four aces, one the joker, with 2-3-4: the two real aces in front leave
        # A-Jk-2-3-4 behind, a straight (the joker as the five).
        Example("Ac Ad Ah Jk 2c 3d 4h", "AA", None, None, back_category="straight", joker="back"),
        # With K-Q-J of hearts: Ah and the joker stay behind, a royal flush.
        Example("Ac Ad Ah Jk Kh Qh Jh", "Ac Ad", "Ah Jk Kh Qh Jh", "quads-high"),
    ],
    "rule9 tens to sevens keep with a king or ace": [
        Example("9c 9d 9h 9s Kc 5d 2h", "Kc 5d", "9c 9d 9h 9s 2h", "quads-mid-keep"),
        Example("7c 7d 7h 7s Ac 3d 2h", "Ac 3d", "7c 7d 7h 7s 2h", "quads-mid-keep"),
        # joker = ace
        Example("Tc Td Th Ts Jk 3d 2h", "Jk 3d", "Tc Td Th Ts 2h", "quads-mid-keep"),
    ],
    "rule9 tens to sevens split otherwise": [
        Example("9c 9d 9h 9s Qc Jd 2h", "99", "QJ992", "quads-mid-split"),
        Example("Tc Td Th Ts Qc 5d 2h", "TT", "QTT52", "quads-mid-split"),
    ],
    "rule9 sixes and below never split": [
        # Decision: the two highest others in front, the lowest behind with the four.
        Example("6c 6d 6h 6s Ac Kd 2h", "Ac Kd", "6c 6d 6h 6s 2h", "quads-low"),
        Example("2c 2d 2h 2s 9c 5d 3h", "9c 5d", "2c 2d 2h 2s 3h", "quads-low"),
    ],
    "rule10 five aces pair of aces in front": [
        Example("Ac Ad Ah As Jk 9c 4d", "AA", "AAA94", "five-aces"),
    ],
    "rule10 five aces with kings": [
        Example("Ac Ad Ah As Jk Kc Kd", "Kc Kd", "Ac Ad Ah As Jk", "five-aces-kings"),
    ],
    "rule10 five aces with another pair": [
        # Decision: a pair other than kings does not keep the five aces together.
        Example("Ac Ad Ah As Jk Qc Qd", "AA", "AAAQQ", "five-aces"),
        Example("Ac Ad Ah As Jk 2c 2d", "AA", "AAA22", "five-aces"),
    ],
    "decision full house before a joker flush": [
        Example("Jk Ah Ad 9h 9c 5h 2h", "9h 9c", "Jk Ah Ad 5h 2h", "full-house"),
    ],
    "decision trips flush needing two of the trips": [
        # The flush needs both Ah and the joker: rule 5, an ace and the king in front.
        Example("Ah Ac Jk Kh 9h 5h 2c", "AK", "AA952", "trip-aces"),
    ],
    "decision real ace in front joker behind for the wheel": [
        Example("Jk Ac Ad 7s 4d 3c 2h", "Ac 7s", "Ad Jk 4d 3c 2h", "trip-aces"),
    ],
    "decision exception not taken straight front better": [
        # K-Q-J-T-9 behind leaves A-K in front, better than the exception's A-Q.
        Example("Ac Kd Kh Qs Jc Td 9h", "Ac Kd", "Kh Qs Jc Td 9h", "straight-or-flush-pair"),
    ],
    "decision quads mid joker counts as an ace": [
        Example("8c 8d 8h 8s Jk 9c 3h", "Jk 9c", "8c 8d 8h 8s 3h", "quads-mid-keep"),
    ],
    # Where the two ways differ (Golden Nugget / Foxwoods):
    "where the ways differ": [
        # the straight kept / the ace in front
        Example("Ac Kd Kh Qs Jc Td 2h", "AQ", None, None),
        # small two pairs, no ace or king
        Example("2c 3d 3h 6s 6c Qd 8h", "33", None, None),
        # full house of deuces with A-K
        Example("5c 5d 5h 2c 2d As Kh", "22", None, None),
    ],
}
