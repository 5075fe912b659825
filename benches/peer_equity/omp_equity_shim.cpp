// OMPEval's EquityCalculator behind a C function, for benches/peer_equity.py (ctypes).
#include <chrono>
#include <string>
#include <vector>

#include "omp/EquityCalculator.h"

extern "C" {

// One equity of `n` ranges (OMPEval's syntax) preflop, on one thread: every deal when
// `exact`, else Monte Carlo of `samples` hands (OMPEval stops within 4,096 of them).
// Fills the seconds (parsing included), player 0's equity and the hands evaluated;
// returns 0, or 1 when OMPEval refuses.
int omp_equity(const char* const* ranges, unsigned n, int exact,
               unsigned long long samples, double* seconds, double* equity,
               unsigned long long* hands)
{
    auto start = std::chrono::steady_clock::now();
    std::vector<omp::CardRange> parsed;
    for (unsigned i = 0; i < n; ++i)
        parsed.emplace_back(std::string(ranges[i]));
    omp::EquityCalculator calc;
    if (!exact)
        calc.setHandLimit(samples);
    // No standard error target: Monte Carlo runs to its hand limit.
    if (!calc.start(parsed, 0, 0, exact != 0, 0.0, nullptr, 0.2, 1))
        return 1;
    calc.wait();
    auto end = std::chrono::steady_clock::now();
    omp::EquityCalculator::Results r = calc.getResults();
    *seconds = std::chrono::duration<double>(end - start).count();
    *equity = r.equity[0];
    *hands = r.hands;
    return 0;
}
}
