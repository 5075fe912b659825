/* Waugh's hand-isomorphism library (kdub0/hand-isomorphism), built from its source by
 * benches/peer_hand_index.py: reads the rounds, then hands (card ids, one per line) on
 * stdin; `index` prints each hand's index at its last round, `time` prints the rate of
 * hand_index_last over the hands, best of REPEATS, by this process's CPU time. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "hand_index.h"

static double cpu_seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

int main(int argc, char **argv) {
  if (argc < 3) return 2;
  int rounds = argc - 2, total = 0;
  uint8_t per_round[8];
  for (int i = 0; i < rounds; ++i) total += per_round[i] = (uint8_t)atoi(argv[i + 2]);
  hand_indexer_t indexer;
  if (!hand_indexer_init(rounds, per_round, &indexer)) return 1;
  size_t n = 0, cap = 1 << 20;
  uint8_t *hands = malloc(cap * total);
  for (int id;;) {
    int i = 0;
    for (; i < total && scanf("%d", &id) == 1; ++i) hands[n * total + i] = (uint8_t)id;
    if (i < total) break;
    if (++n == cap) hands = realloc(hands, (cap *= 2) * total);
  }
  if (strcmp(argv[1], "index") == 0) {
    for (size_t r = 0; r < n; ++r)
      printf("%llu\n", (unsigned long long)hand_index_last(&indexer, hands + r * total));
    return 0;
  }
  double best = 1e30;
  unsigned long long sum = 0;
  for (int k = 0; k < 5; ++k) {
    double t = cpu_seconds();
    for (size_t r = 0; r < n; ++r) sum += hand_index_last(&indexer, hands + r * total);
    t = cpu_seconds() - t;
    if (t < best) best = t;
  }
  printf("%.0f %llu\n", n / best, sum);
  return 0;
}
