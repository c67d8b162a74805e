#!/bin/sh
# Starts the server as `bun start` and `farmctl serve` do, with the JavaScript engine's heap settings for its database.
# Bun reads them as it starts, so they are set here, in the environment, not in api/env.ts.
# docs/decisions/server-memory.md, "The heap settings, per database", has the figures behind each.
#
# BUN_JSC_forceRAMSize: the engine plans its heap as for a 128 MiB machine and collects before growing far past what
#   is live (the server's peak about 200 MiB through the large farm's reads and PDFs instead of 450-490 MiB).
# BUN_JSC_minEdenToOldGenerationRatio, on PostgreSQL only: under the first setting every other collection was a full
#   one (the young generation's share of the heap is under JavaScriptCore's default third); at 0.15 most are young
#   ones, and a task create costs the server about a quarter less CPU. On the embedded database, whose WebAssembly
#   memory the engine counts in the heap it paces, it let the heap grow by 100 MiB more at 0.15.
# On the embedded database instead, BUN_JSC_largeHeapGrowthFactor=1.10 and BUN_JSC_minEdenToOldGenerationRatio=0.085:
#   the engine counts PGlite's WebAssembly memory (twice) in the heap it paces, so with its default growth factor
#   (1.24) it let some 50 MiB of garbage gather between collections where on PostgreSQL it lets 20-30. At 1.10 it
#   lets about as much as there, and the ratio keeps most collections young ones (at 1.10 alone every one was full,
#   and creates a third slower): the peak through the large farm's bench 391-396 -> 330-332 MiB.
# A setting already in the environment is kept. BUN_BINARY names the Bun to run (farmctl serve: its own), else `bun`.
: "${BUN_JSC_forceRAMSize:=134217728}"
export BUN_JSC_forceRAMSize
if [ -n "${DATABASE_URL:-}" ]; then
  : "${BUN_JSC_minEdenToOldGenerationRatio:=0.15}"
  export BUN_JSC_minEdenToOldGenerationRatio
else
  : "${BUN_JSC_largeHeapGrowthFactor:=1.10}"
  : "${BUN_JSC_minEdenToOldGenerationRatio:=0.085}"
  export BUN_JSC_largeHeapGrowthFactor BUN_JSC_minEdenToOldGenerationRatio
fi
exec "${BUN_BINARY:-bun}" "$(dirname "$0")/server.ts" "$@"
