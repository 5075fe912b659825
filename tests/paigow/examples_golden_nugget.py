"""The Golden Nugget house way (docs/house-ways/golden-nugget.md): its worked examples, rule
by rule and decision by decision, each section named after the rule or decision it
shows. Checked on the core and on the reference by tests/paigow/test_house_way_examples.py."""

from house_way_example import Example

GOLDEN_NUGGET: dict[str, list[Example]] = {
    "worked example 1 two pairs split": [
        Example("2c 3d 5h Ts Tc Qd Qh", "TT", "QQ532", None),
        # rule 9 (i)
        Example("2c 3d 5h Tc Td Qh Qs", "Tc Td", "Qh Qs 5h 3d 2c", "two-pairs-split"),
    ],
    "worked example 2 one pair": [
        Example("3c 6d 6h 7s Jc Kd Ah", "AK", None, None, back_category="pair"),
        # rule 10
        Example("3c 6d 6h 7c Jd Kh As", "As Kh", "6d 6h Jd 7c 3c", "one-pair"),
    ],
    "rule1 five aces split": [
        Example("Ac Ad Ah As Jk Qc 4d", "AA", None, None),
        Example("Ac Ad Ah As Jk Qc Qd", "AA", None, None),
        Example("Ac Ad Ah As Jk 9c 4d", "AA", "AAA94", "five-aces"),
    ],
    "rule1 five aces with kings kept": [
        Example(
            "Ac Ad Ah As Jk Kc Kd",
            "Kc Kd",
            "Ac Ad Ah As Jk",
            "five-aces-kings",
            back_category="five aces",
        ),
    ],
    "rule1 five aces with other pair split": [
        Example("Ac Ad Ah As Jk Qc Qd", "AA", "AAAQQ", "five-aces"),
    ],
    "rule2 four of a kind": [
        # 2-6: keep
        Example("2c 2d 2h 2s 9c Kd Ah", "AK", None, None),
        # 2-6: keep
        Example("6c 6d 6h 6s 9c Kd 3h", "K9", None, None),
        # 7-T: split
        Example("8c 8d 8h 8s 9c Kd 3h", "88", None, None),
        # 7-T: split
        Example("Tc Td Th Ts 9c Kd 3h", "TT", None, None),
        # 7-T: keep with an ace
        Example("8c 8d 8h 8s 9c Ad 3h", "A9", None, None),
        # 7-T: keep with the joker as the ace
        Example("7c 7d 7h 7s 9c Jk 3h", "A9", None, None),
        # 7-T: keep with a pair
        Example("8c 8d 8h 8s 2c 2d 3h", "22", None, None),
        # 7-T with trips beside: keep a pair of them
        Example("9c 9d 9h 9s 4c 4d 4h", "44", None, None),
        # J-K: split with nines
        Example("Kc Kd Kh Ks 9c 9d 3h", "KK", None, None),
        # J-K: keep with tens
        Example("Kc Kd Kh Ks Tc Td 3h", "TT", None, None),
        # J-K: split even with A-Q
        Example("Jc Jd Jh Js Ac Qd 3h", "JJ", None, None),
        # aces: keep with sevens
        Example("Ac Ad Ah As 7c 7d 3h", "77", None, None),
        # aces: split with sixes
        Example("Ac Ad Ah As 6c 6d 3h", "AA", None, None),
        # quads with the joker as an ace
        Example("Ac Ad Ah Jk 7c 7d 3h", "77", None, None),
        # joker quads split
        Example("Ac Ad Ah Jk Kc Qd 3h", "AA", None, None),
    ],
    "rule2 split leaves the strongest back": [
        # A♠ A♥ A♦ + joker are four aces; split two to the front. Keeping A♠ and the
        # joker behind with K♠ Q♠ 2♠ makes a flush (decision: the strongest back).
        Example("As Ah Ad Jk Ks Qs 2s", "AA", None, None, back_category="flush"),
    ],
    "rule2 quads 2 to 6 keep": [
        Example("6c 6d 6h 6s Ac Kd 2h", "Ac Kd", "6c 6d 6h 6s 2h", "quads-low"),
        Example("2c 2d 2h 2s 9c 5d 3h", "9c 5d", "2c 2d 2h 2s 3h", "quads-low"),
    ],
    "rule2 quads 7 to T split": [
        Example("9c 9d 9h 9s Kc Qd 2h", "99", "KQ992", "quads-mid-split"),
        Example("7c 7d 7h 7s Kc Qd Jh", "77", "KQJ77", "quads-mid-split"),
    ],
    "rule2 quads 7 to T keep with ace": [
        Example("9c 9d 9h 9s Ac Qd 2h", "Ac Qd", "9c 9d 9h 9s 2h", "quads-mid-keep"),
        # the joker is an ace
        Example("Tc Td Th Ts Jk 3d 2h", "Jk 3d", "Tc Td Th Ts 2h", "quads-mid-keep"),
    ],
    "rule2 quads 7 to T keep with pair leftover behind": [
        # Decision: "keep" = the best two from the rest in front (3-3), the leftover
        # card (here the king, though higher) behind with the quads.
        Example("Tc Td Th Ts 3c 3d Kh", "3c 3d", "Tc Td Th Ts Kh", "quads-mid-keep"),
    ],
    "rule2 quads J to K split": [
        # nines < tens
        Example("Kc Kd Kh Ks 9c 9d 2h", "KK", "KK992", "quads-high-split"),
        # an ace is not enough
        Example("Qc Qd Qh Qs Ac 5d 2h", "QQ", "AQQ52", "quads-high-split"),
    ],
    "rule2 quads J to K keep with tens": [
        Example("Jc Jd Jh Js Tc Td 2h", "Tc Td", "Jc Jd Jh Js 2h", "quads-high-keep"),
        # joker + ace = pair of aces
        Example("Kc Kd Kh Ks Ac Jk 2h", "Ac Jk", "Kc Kd Kh Ks 2h", "quads-high-keep"),
    ],
    "rule2 quads with trips in the rest": [
        # Decision: trips in the rest count as their pair.
        # 2 to 6: keep
        Example("5c 5d 5h 5s Kc Kd Kh", "Kc Kd", "5c 5d 5h 5s Kh", "quads-low"),
        # twos < tens: split
        Example("Kc Kd Kh Ks 2c 2d 2h", "KK", "KK222", "quads-high-split"),
    ],
    "rule2 aces split": [
        Example("Ac Ad Ah As 6c 6d 2h", "AA", "AA662", "quad-aces-split"),
    ],
    "rule2 aces keep with sevens": [
        Example("Ac Ad Ah As 7c 7d 2h", "7c 7d", "Ac Ad Ah As 2h", "quad-aces-keep"),
    ],
    "rule2 aces with joker": [
        # split
        Example("Ac Ad Ah Jk Kc Qd 9h", "AA", "AAKQ9", "quad-aces-split"),
        # keep
        Example("Ac Ad Ah Jk 8c 8d 2h", "8c 8d", "Ac Ad Ah Jk 2h", "quad-aces-keep"),
    ],
    "rule2 split choice keeps joker straight behind": [
        # Decision: when several cards fit the rule, the best (front, back) is taken.
        # Four aces (one the joker) with 2-3-4: split; two real aces in front leave
        # A-Jk-2-3-4 behind, a wheel straight, better than a pair of aces.
        Example(
            "Ac Ad Ah Jk 2c 3d 4h",
            "AA",
            None,
            "quad-aces-split",
            back_category="straight",
            joker="back",
        ),
    ],
    "rule3 two trips": [
        Example("5c 5d 5h 9c 9d 9h 3h", "99", None, None, back_category="three of a kind"),
        Example("Qc Qd Qh 8c 8d 8h 3s", "QQ", "Q8883", "two-trips"),
    ],
    "rule4 trips and two pairs": [
        Example("5c 5d 5h 9c 9d Th Ts", "TT", None, None),
        Example("9c 9d 9h 5c 5d Kh Ks", "Kh Ks", "9c 9d 9h 5c 5d", "trips-two-pairs"),
    ],
    "rule5 full house split": [
        Example("5c 5d 5h 9c 9d Th As", "99", None, None),
    ],
    "rule5 full house twos with ace king": [
        Example("5c 5d 5h 2c 2d Kh As", "AK", None, None, back_category="full house"),
        Example("8c 8d 8h 2c 2d Ah Ks", "Ah Ks", "8c 8d 8h 2c 2d", "full-house-twos-ace-king"),
        # the joker is the ace
        Example("8c 8d 8h 2c 2d Jk Ks", "Jk Ks", "8c 8d 8h 2c 2d", "full-house-twos-ace-king"),
    ],
    "rule5 full house twos without ace king split": [
        Example("5c 5d 5h 2c 2d Qh As", "22", None, None),
    ],
    "rule5 full house": [
        Example("8c 8d 8h Kc Kd Ah 3s", "Kc Kd", "8c 8d 8h Ah 3s", "full-house"),
        # twos but not A-K
        Example("8c 8d 8h 2c 2d Ah Qs", "2c 2d", "8c 8d 8h Ah Qs", "full-house"),
    ],
    "rule6 three pairs": [
        Example("5c 5d 8h 8c 2d 2h As", "88", None, None),
        Example("Kc Kd 7h 7s 4c 4d 9h", "Kc Kd", "7h 7s 4c 4d 9h", "three-pairs"),
    ],
    "rule7 equal fronts best back": [
        # A-K in front either way; behind, 9d-Td-Qd-8d with the joker (as Jd) is a
        # queen-high straight flush, better than the ace-high flush with Ad.
        Example("9d Qd Td Ad 8d Ks Jk", "Ad Ks", "9d Qd Td 8d Jk", "straight-flush"),
        # Equal fronts 6-K: 2c-6c straight flush behind beats the straight 2c-5c+6s.
        Example("2c 3c 4c 5c 6c 6s Kh", "6s Kh", "2c 3c 4c 5c 6c", "straight-flush"),
    ],
    "rule7a two pairs with single ace override the flush": [
        # Hearts A K 9 5 4 make a flush; K-K 5-5 with a single ace is set as two pairs.
        Example("Ah Kd Kh 5s 5h 4h 9h", "A9", None, None),
    ],
    "rule7a jacks over sixes or better override": [
        # Decision: "sixes or better". J-J 6-6: set by rule 9 (split).
        Example("Jh Jd 6h 6s 2h 4h 9h", "66", None, None),
        # J-J 5-5 does not override: the flush stays behind.
        Example("Jh Jd 5h 5s 2h 4h 9h", "J5", None, None, back_category="flush"),
    ],
    "rule7a pair of aces overrides": [
        Example("Ah Ad 5h 5s 2h 4h 9h", "55", None, None),
    ],
    "rule7a two pair override on a straight": [
        # A-2-3-4-5 with 4-4 and 5-5 and a single ace: two pairs, both behind.
        Example("Ac 2d 3h 4s 5c 5d 4h", "A3", None, None),
    ],
    "rule7a i single ace two pairs": [
        # A-2-3-4-5 straight, pairs of threes and twos, a single ace -> rule 9: no
        # split (single ace, threes < jacks): both pairs + lowest single behind.
        Example("Ac 2d 2h 3s 3c 4d 5h", "Ac 5h", "2d 2h 3s 3c 4d", "two-pairs-together"),
    ],
    "rule7a ii jacks and sixes or better": [
        # Flush of hearts, pairs of jacks and sixes, no ace -> rule 9 (i): split.
        Example("Jh Jd 6h 6s 2h 9h 4h", "6h 6s", "Jh Jd 9h 4h 2h", "two-pairs-split"),
        # Straight 7-J with pairs of jacks and sevens -> rule 9 (i): split.
        Example("Jc Jd 7h 7s 8c 9d Th", "77", "JJT98", "two-pairs-split"),
    ],
    "rule7a not applicable keeps flush": [
        # Tens and sixes: no override, the flush stays behind (7b).
        Example("Th Td 6h 6s 2h 9h 4h", "Td 6s", "Th 6h 2h 9h 4h", "straight-or-flush"),
    ],
    "rule7a iii pair of aces": [
        # A-2-3-4-5 straight with aces and fives -> rule 9 (iii): split.
        Example("Ac Ad 5h 5s 2c 3d 4h", "5h 5s", "Ac Ad 2c 3d 4h", "two-pairs-aces"),
    ],
    "rule7b six card straight best front": [
        Example("4c 5d 6h 7s 8c 9d Kh", "K9", None, None, back_category="straight"),
    ],
    "rule7b seven card flush": [
        Example("2h 5h 7h 9h Jh Kh Ah", "AK", None, None),
    ],
    "rule7b straight with a pair keeps the straight": [
        Example("4c 5d 6h 7s 8c 8d Kh", "K8", None, None),
    ],
    "rule7b joker completes the straight": [
        Example("Jk 3c 4d 5h 6s 9c Kd", "K9", None, None, back_category="straight"),
    ],
    "rule7b trips with a straight": [
        Example("5c 5d 5h 6s 7c 8d 9h", "55", None, None, back_category="straight"),
    ],
    "rule7b best front then best back": [
        # straight + pair: K-9 front
        Example("5c 6d 7h 8s 9c 9d Kh", "K9", "98765", "straight-or-flush"),
        # six-card straight
        Example("4c 5d 6h 7s 8c 9d Kh", "9d Kh", "4c 5d 6h 7s 8c", "straight-or-flush"),
        # seven-card straight
        Example("4c 5d 6h 7s 8c 9d Th", "9d Th", "4c 5d 6h 7s 8c", "straight-or-flush"),
        # six-card flush
        Example("Ah Kh 9h 7h 4h 2h Qs", "Ah Qs", "Kh 9h 7h 4h 2h", "straight-or-flush"),
        # trips + straight: pair in front
        Example("8c 8d 8h 9s Tc Jd Qh", "88", "QJT98", "straight-or-flush"),
    ],
    "rule7b joker wild for the flush": [
        # Four hearts + joker make the flush behind, leaving A-K in front.
        Example("Jk Kc Qh Jh 9h 5h Ad", "Ad Kc", "Jk Qh Jh 9h 5h", "straight-or-flush"),
    ],
    "rule7c straight flush kept below the jack bar": [
        # The straight flush keeps 9-3 in front; a straight would allow 9-8: better, but
        # not jack-high.
        Example("4h 5h 6h 7h 8h 3c 9c", "93", None, None, back_category="straight flush"),
    ],
    "rule7c straight flush given up for jack high or better": [
        Example("8d 9s Ts Js Qs Ks Ac", "AK", None, None, back_category="straight"),
        # SF 9h-Kh leaves 8-2 in front; the straight 8-Q leaves K-2 (better, king-high).
        Example("9h Th Jh Qh Kh 8c 2d", "Kh 2d", "8c 9h Th Jh Qh", "straight-flush-broken"),
    ],
    "rule7c royal flush kept without an alternative": [
        Example("Ts Js Qs Ks As 2d 3c", "32", None, None, back_category="royal flush"),
    ],
    "rule7c royal flush with the joker": [
        Example("Jk Js Qs Ks As 2d 3c", "32", None, None, back_category="royal flush"),
        # With 9d the straight 9-K behind lets A-3 go in front: ace-high clears the
        # royal flush's king-high bar.
        Example("Jk Js Qs Ks As 9d 3c", "A3", None, None),
    ],
    "rule7c straight flush kept": [
        Example("5h 6h 7h 8h 9h Kc 2d", "Kc 2d", "5h 6h 7h 8h 9h", "straight-flush"),
    ],
    "rule7c straight flush kept below jack high": [
        # SF 6h-Th leaves 5-2; the straight 5-9 would leave T-2: better but only ten-high.
        Example("6h 7h 8h 9h Th 5c 2d", "5c 2d", "6h 7h 8h 9h Th", "straight-flush"),
    ],
    "rule7c straight flush kept on equal fronts": [
        # SF 5h-9h + 9c 9d: every straight setting also leaves 9-9 in front: keep the SF.
        Example(
            "5h 6h 7h 8h 9h 9c 9d",
            "99",
            None,
            "straight-flush",
            back_category="straight flush",
        ),
    ],
    "rule7c pair counts as better": [
        # SF 2s-6s leaves Q-4 in front; the flush 2s-3s-5s-6s-Qs leaves 4-4: a pair
        # (even a low one) counts as better than jack-high, so the SF is given up.
        Example("2s 3s 4s 5s 6s 4c Qs", "4s 4c", "2s 3s 5s 6s Qs", "straight-flush-broken"),
        # SF 3c-7c leaves J-6; the flush 3c-4c-5c-7c-Jc leaves 6-6.
        Example("3c 4c 5c 6c 7c Jc 6d", "6c 6d", "3c 4c 5c 7c Jc", "straight-flush-broken"),
    ],
    "rule7c straight flush kept with its own pair front": [
        # SF 7d-Jd leaves the pair 6c-6d itself in front.
        Example(
            "6d 7d 8d 9d Td Jd 6c",
            "66",
            None,
            "straight-flush",
            back_category="straight flush",
        ),
    ],
    "rule7c royal bar king high": [
        # Royal flush behind leaves 9-2; the K-high straight 9c-Kh leaves A-2 (ace-high,
        # above the king-high bar): give the royal up.
        Example("Ah Kh Qh Jh Th 9c 2d", "Ah 2d", "Kh Qh Jh Th 9c", "straight-flush-broken"),
        # Royal with nothing better available: kept.
        Example("Ah Kh Qh Jh Th 3c 2d", "3c 2d", "Ah Kh Qh Jh Th", "straight-flush"),
    ],
    "rule8 three of a kind": [
        Example("5c 5d 5h 9c Jd Kh 3s", "KJ", None, None),
        Example("8c 8d 8h Kc 5d 3h 2s", "Kc 5d", "8c 8d 8h 3h 2s", "trips"),
    ],
    "rule8 three aces split": [
        Example("Ac Ad Ah 9c Jd Kh 3s", "AK", None, None),
        Example("Ac Ad Jk 9c Jd Kh 3s", "AK", None, None),
        Example("Ac Ad Ah Kc 9d 5h 2s", "AK", "AA952", "trip-aces"),
        Example("Ac Ad Jk Kc 9d 5h 2s", "AK", "AA952", "trip-aces"),
    ],
    "rule9 split sevens or better without single ace": [
        Example("2c 3d 5h 8s 8c Qd Qh", "88", None, None),
    ],
    "rule9 split jacks and sixes with single ace": [
        Example("2c 6d 6h Js Jc Qd Ah", "66", None, None),
    ],
    "rule9 jacks and fives with single ace stay together": [
        Example("2c 5d 5h Js Jc Qd Ah", "AQ", None, None),
    ],
    "rule9 aces always split": [
        Example("2c 3d 3h 6s Jc Ad Ah", "33", None, None),
        Example("2c 3d 3h 6s Jc Ad Jk", "33", None, None),
    ],
    "rule9 low pairs stay together": [
        Example("2c 3d 3h 6s 6c Jd Kh", "KJ", None, None),
    ],
    "rule9 single ace is the joker": [
        # The joker is the single ace: 8-8 4-4 with a single ace stay together.
        Example("2c 4d 4h 8s 8c Jd Jk", "AJ", None, None),
    ],
    "rule9 i sevens or better no ace": [
        Example("7c 7d 4h 4s Kc 9d 2h", "4h 4s", "7c 7d Kc 9d 2h", "two-pairs-split"),
        # sixes: no split
        Example("6c 6d 4h 4s Kc 9d 2h", "Kc 9d", "6c 6d 4h 4s 2h", "two-pairs-together"),
    ],
    "rule9 single ace blocks i": [
        Example("7c 7d 4h 4s Ac 9d 2h", "Ac 9d", "7c 7d 4h 4s 2h", "two-pairs-together"),
        # the joker is the ace
        Example("7c 7d 4h 4s Jk 9d 2h", "Jk 9d", "7c 7d 4h 4s 2h", "two-pairs-together"),
    ],
    "rule9 ii jacks and sixes with ace": [
        Example("Jc Jd 6h 6s Ac 9d 2h", "6h 6s", "Jc Jd Ac 9d 2h", "two-pairs-split-ace"),
        # fives: no split
        Example("Jc Jd 5h 5s Ac 9d 2h", "Ac 9d", "Jc Jd 5h 5s 2h", "two-pairs-together"),
        # tens: no split
        Example("Tc Td 6h 6s Ac 9d 2h", "Ac 9d", "Tc Td 6h 6s 2h", "two-pairs-together"),
    ],
    "rule9 iii aces": [
        Example("Ac Ad 3h 3s Kc 9d 2h", "3h 3s", "Ac Ad Kc 9d 2h", "two-pairs-aces"),
        Example("Jk Ad 3h 3s Kc 9d 2h", "3h 3s", "Jk Ad Kc 9d 2h", "two-pairs-aces"),
    ],
    "rule10 one pair": [
        Example("2c 3d 9h 6s Jc Jd Ah", "A9", None, None),
        Example("Jk 3d 5h 5s 9c Jd Kh", "AK", None, None),
        Example("Kc Kd 9h 7s 5c 3d 2h", "9h 7s", "Kc Kd 5c 3d 2h", "one-pair"),
        Example("Kc Kd 9h 7s 5c 3d Jk", "Jk 9h", "Kc Kd 7s 5c 3d", "one-pair"),
    ],
    "rule11 no pair": [
        Example("2c 3d 9h 6s Jc Qd Ah", "QJ", None, None),
        Example("Jk 3d 5h 7s 9c Jd Kh", "KJ", None, None),
        Example("Ac Jd 9h 7s 5c 3d 2h", "Jd 9h", "Ac 7s 5c 3d 2h", "no-pair"),
        Example("Jk Kd 9h 7s 5c 3d 2h", "Kd 9h", "Jk 7s 5c 3d 2h", "no-pair"),
    ],
    # Where the two ways differ (Golden Nugget / Foxwoods):
    "where the ways differ": [
        # the straight kept / the ace in front
        Example("Ac Kd Kh Qs Jc Td 2h", "K2", None, None),
        # small two pairs, no ace or king
        Example("2c 3d 3h 6s 6c Qd 8h", "Q8", None, None),
        # full house of deuces with A-K
        Example("5c 5d 5h 2c 2d As Kh", "AK", None, None),
    ],
}
