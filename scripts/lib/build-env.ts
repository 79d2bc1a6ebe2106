/**
 * The settings a build process must have when it starts, in one place: `npm run build` gives them
 * to `gatsby build` through ./with-build-env.ts, and the scripts that build the site (the
 * benchmark, Lighthouse) add them to the build's environment, so that the benchmark measures the
 * build the way operators run it (tests/unit/scripts/lib/build-env.test.ts).
 *
 * MALLOC_ARENA_MAX=2: glibc gives each thread that allocates its own memory arena, up to 8 per
 * CPU; sharp's image jobs (libvips threads) and Node's thread pool then spread the build's
 * memory over many arenas that are never returned. Two arenas cut the main process's peak
 * memory by a fifth at the same build time: `npm run bench -- --sizes 300 --runs 1 --no-warm`,
 * alternating, 1,577 and 1,568 MB without against 1,244 and 1,246 MB with it, 71.0-72.3 s each.
 * Ignored by other C libraries.
 */
export const BUILD_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2' };
