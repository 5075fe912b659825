// The OMPEval side of the peer benchmark: its own loops, compiled with its own
// compiler, so no call crosses the language boundary per hand.
#include "omp/HandEvaluator.h"

#include <cstddef>
#include <cstdint>

static const omp::HandEvaluator* evaluator = nullptr;

extern "C" void omp_init() {
    if (!evaluator) evaluator = new omp::HandEvaluator();
}

// The sum of the ranks of `n` seven-card hands, row after row in `cards`.
extern "C" uint64_t omp_sum_random(const uint8_t* cards, size_t n) {
    const omp::HandEvaluator& e = *evaluator;
    uint64_t sum = 0;
    for (size_t i = 0; i < n; ++i) {
        const uint8_t* c = cards + 7 * i;
        omp::Hand h = omp::Hand::empty();
        h += omp::Hand(c[0]);
        h += omp::Hand(c[1]);
        h += omp::Hand(c[2]);
        h += omp::Hand(c[3]);
        h += omp::Hand(c[4]);
        h += omp::Hand(c[5]);
        h += omp::Hand(c[6]);
        sum += e.evaluate(h);
    }
    return sum;
}

// The ranks of `n` hands into `out` (for the agreement check, not timed).
extern "C" void omp_ranks(const uint8_t* cards, size_t n, uint16_t* out) {
    const omp::HandEvaluator& e = *evaluator;
    for (size_t i = 0; i < n; ++i) {
        const uint8_t* c = cards + 7 * i;
        omp::Hand h = omp::Hand::empty();
        for (int j = 0; j < 7; ++j) h += omp::Hand(c[j]);
        out[i] = e.evaluate(h);
    }
}

// Every seven-card hand once, partial hands kept and extended a card at a time (as
// OMPEval's own sequential benchmark does).
extern "C" uint64_t omp_sum_enumeration() {
    const omp::HandEvaluator& e = *evaluator;
    uint64_t sum = 0;
    for (unsigned c1 = 0; c1 < 52; c1++) {
        omp::Hand h1 = omp::Hand::empty() + omp::Hand(c1);
        for (unsigned c2 = c1 + 1; c2 < 52; c2++) {
            omp::Hand h2 = h1 + omp::Hand(c2);
            for (unsigned c3 = c2 + 1; c3 < 52; c3++) {
                omp::Hand h3 = h2 + omp::Hand(c3);
                for (unsigned c4 = c3 + 1; c4 < 52; c4++) {
                    omp::Hand h4 = h3 + omp::Hand(c4);
                    for (unsigned c5 = c4 + 1; c5 < 52; c5++) {
                        omp::Hand h5 = h4 + omp::Hand(c5);
                        for (unsigned c6 = c5 + 1; c6 < 52; c6++) {
                            omp::Hand h6 = h5 + omp::Hand(c6);
                            for (unsigned c7 = c6 + 1; c7 < 52; c7++) {
                                sum += e.evaluate(h6 + omp::Hand(c7));
                            }
                        }
                    }
                }
            }
        }
    }
    return sum;
}
