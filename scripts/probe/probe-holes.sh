#!/usr/bin/env bash
# Issue 15's outside probe, repeated by hand: for each of the 12 holes and each bug in "Bugs to
# fix", the attacker's (or the newcomer's) step, sent to a real running site over HTTP with curl
# (node where a step needs many requests at once, a proof of work, a TOTP code or a raw socket),
# printing what was sent, what the server answered, and whether the hole is closed.
#
# For a person to run against a running site; not part of `npm test` (no assertions stop it, it
# starts real servers, takes 10 to 15 minutes on a busy 2-core machine and sends ~2,000 requests). Run from the repository:
#
#   scripts/probe/probe-holes.sh 2>&1 | tee /tmp/probe-holes.out
#
# It starts the servers it needs, each in its own process group, and stops them at the end:
#   A  `npm start` (the README's demo: PGlite, demo data, PUBLIC_URL=http://localhost:3315) with
#      TRUSTED_PROXIES=127.0.0.1 (X-Forwarded-For picks the visitor's address, so one machine
#      plays 50 addresses), OPS_REQUIRE_2FA=off and PAYMENT_SANDBOX=on: most steps.
#      PROBE_BASE=http://host:port (and PROBE_LOG=<its log file>) uses an already running one.
#   B  `npm start` on PostgreSQL (PROBE_PG, default postgres://postgres@127.0.0.1:5432): hole 1
#      with every captcha solved. The captcha is a PNG that a script cannot read, so the script
#      plays a perfect OCR by writing a known answer's hash into the captcha rows (what the
#      regression test does by reading the store); PGlite's store cannot be reached from outside.
#      Skipped when no PostgreSQL answers.
#   C  the server in development, a fresh data folder, no PUBLIC_URL: hole 3 (link on
#      localhost:<PORT>) and the lottery draws at the first answer.
#   D  NODE_ENV=production, no SEED_DEMO, no OPS_REQUIRE_2FA: hole 11 and the 2FA default.
#   E  NODE_ENV=production without PUBLIC_URL: must refuse to start (hole 3).
#   F  `npm start`, then SIGTERM (and again SIGINT) to npm's process alone: the stop bug.
# Ports PROBE_PORT (3315) .. +5. Needs bash, curl, jq, node 20; psql for B.
# The EBADENGINE bug is read from a saved `npm ci` log (NPM_CI_LOG, default /tmp/npmci.log).
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
PORT=${PROBE_PORT:-3315}
WORK=${PROBE_WORK:-$(mktemp -d /tmp/probe-holes.XXXXXX)}
OPS_PASSWORD=${OPS_ADMIN_PASSWORD:-e2e-operator-password}
PG=${PROBE_PG:-postgres://postgres@127.0.0.1:5432}
RUN=$(node -e "process.stdout.write(require('crypto').randomBytes(2).toString('hex'))")
RESULTS=$WORK/results.tsv
: >"$RESULTS"
PIDS=()
FLAGS=$(node -e "console.log(require('./apps/server/node-flags.json').join(' '))")

echo "# issue 15 probe, $(date -u +%FT%TZ), commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- apps packages || echo ' (working tree has uncommitted changes under apps/ or packages/)'), run $RUN, work $WORK"

# ---------------------------------------------------------------------------------------------
# helpers

IPN=0
# nextip: sets IP to a fresh visitor address (sent as X-Forwarded-For).
nextip() {
  IPN=$((IPN + 1))
  IP="10.$((16#${RUN:0:2})).$(((IPN >> 8) & 255)).$((IPN & 255))"
}

# [TOK=token] [FROM=ip] [QUIET=1] call METHOD PATH [JSON] [extra curl args]: prints the request
# and the answer's status and code; STATUS and BODY hold the answer. BASE is the server.
call() {
  local m=$1 p=$2 d=${3:-}
  shift 2
  [ $# -gt 0 ] && shift
  local args=(-s -m 60 -o "$WORK/body" -D "$WORK/headers" -w '%{http_code}' -X "$m" "$BASE$p")
  [ -n "$d" ] && args+=(-H 'content-type: application/json' --data-binary "$d")
  [ -n "${TOK:-}" ] && args+=(-H "authorization: Bearer $TOK")
  [ -n "${FROM:-}" ] && args+=(-H "x-forwarded-for: $FROM")
  STATUS=$(curl "${args[@]}" "$@")
  BODY=$(cat "$WORK/body")
  if [ -z "${QUIET:-}" ]; then
    local shown=${d:0:160}
    echo "  \$ curl -X $m $BASE$p${d:+ -d '$shown'}${FROM:+ (X-Forwarded-For: $FROM)}${TOK:+ (bearer)}$([ $# -gt 0 ] && printf ' %q' "$@")"
    echo "    => HTTP $STATUS $(answer)"
  fi
}
# The answer's code (OK on success), message and field, short.
answer() {
  jq -r 'if .success then "OK" else "\(.code) \(.field // "") \"\(.message // "" | .[0:110])\"" end' \
    <<<"$BODY" 2>/dev/null || echo "${BODY:0:120}"
}
code() { jq -r 'if .success then "OK" else .code end' <<<"$BODY" 2>/dev/null; }
header() { grep -i "^$1:" "$WORK/headers" | head -1 | cut -d' ' -f2- | tr -d '\r'; }

# verdict ID STEP ANSWER CLOSED(yes|NO|n/a)
verdict() {
  printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" >>"$RESULTS"
  echo "  RESULT [$1] closed: $4 -- $3"
}
section() { echo; echo "== $1"; }

login() { # login USER PASSWORD -> TOKEN (from a fresh address)
  nextip
  QUIET=1 FROM=$IP call POST /wps/session/login "{\"type\":\"username\",\"username\":\"$1\",\"password\":\"$2\"}"
  TOKEN=$(jq -r '.value.token // empty' <<<"$BODY")
}
opslogin() { # opslogin USER PASSWORD -> OPS
  nextip
  QUIET=1 FROM=$IP call POST /ops/api/session "{\"username\":\"$1\",\"password\":\"$2\"}"
  OPS=$(jq -r '.value.token // empty' <<<"$BODY")
}
# newplayer NAME [CASH]: a player opened by agent01 (POST /wps/agent/downline), password
# Secret123, payment password 123456, CASH minor units moved from agent01; sets MID, MTOKEN.
newplayer() {
  QUIET=1 TOK=$AGENT call POST /wps/agent/downline \
    "{\"kind\":\"player\",\"username\":\"$1\",\"password\":\"Secret123\",\"confirmPassword\":\"Secret123\"}"
  MID=$(jq -r '.value.id' <<<"$BODY")
  login "$1" Secret123
  MTOKEN=$TOKEN
  QUIET=1 TOK=$MTOKEN call PUT /wps/member/payment-password \
    '{"password":"Secret123","newPaymentPassword":"123456","confirmPaymentPassword":"123456"}'
  if [ -n "${2:-}" ]; then
    QUIET=1 TOK=$AGENT call POST /wps/member/transfer/downline \
      "{\"idempotencyKey\":\"seed-$RUN-$1\",\"amount\":\"$2\",\"paymentPassword\":\"123456\",\"username\":\"$1\"}"
  fi
  echo "  (player $1, id $MID, made by agent01${2:+ with $2 minor units})"
}

# startserver NAME PORT [ENV=VALUE ...] -- COMMAND...: runs it in its own process group, logs to
# $WORK/NAME.log; waits until it answers (or exits). SERVER_UP=1 when it answers.
startserver() {
  local name=$1 port=$2
  shift 2
  local envs=()
  while [ "$1" != "--" ]; do envs+=("$1"); shift; done
  shift
  setsid env "${envs[@]}" "$@" >"$WORK/$name.log" 2>&1 &
  local pid=$!
  PIDS+=("$pid")
  eval "PID_$name=$pid"
  SERVER_UP=0
  for _ in $(seq 1 900); do
    if curl -s -m 2 -o /dev/null "http://localhost:$port/wps/system/status"; then SERVER_UP=1; break; fi
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.2
  done
}
stopserver() { # stopserver PID: the whole process group, then wait for it
  kill -TERM -- "-$1" 2>/dev/null
  for _ in $(seq 1 100); do kill -0 -- "-$1" 2>/dev/null || return 0; sleep 0.2; done
  kill -KILL -- "-$1" 2>/dev/null
}
cleanup() { for p in "${PIDS[@]}"; do stopserver "$p"; done; }
trap cleanup EXIT

# Node helpers: proof-of-work solving, TOTP, bursts of requests at once, raw sockets.
cat >"$WORK/h.mjs" <<'NODE'
import { createHash, createHmac } from 'node:crypto';
import { connect } from 'node:net';
const [cmd, ...args] = process.argv.slice(2);
const base = process.env.BASE;
const sha = (s) => createHash('sha256').update(s).digest('hex');
export function solve(c) {
  for (let n = 0; n <= c.maxNumber; n++) if (sha(c.salt + n) === c.challenge) return { challenge: c.challenge, salt: c.salt, number: n, signature: c.signature };
  throw new Error('unsolvable');
}
async function call(r) {
  const headers = { 'content-type': 'application/json' };
  if (r.ip) headers['x-forwarded-for'] = r.ip;
  if (r.token) headers.authorization = `Bearer ${r.token}`;
  const res = await fetch(base + r.path, { method: r.method ?? 'POST', headers, body: r.body === undefined ? undefined : JSON.stringify(r.body) });
  const text = await res.text();
  let body; try { body = JSON.parse(text); } catch { body = { code: text.slice(0, 60) }; }
  return { status: res.status, code: body.success ? 'OK' : body.code, retryAfter: res.headers.get('retry-after'), body };
}
async function challenge(ip) {
  const r = await call({ method: 'GET', path: '/wps/verification/challenge', ip });
  return solve(r.body.value);
}
const tally = (answers) => {
  const t = {};
  for (const a of answers) { const k = `${a.status} ${a.code}`; t[k] = (t[k] ?? 0) + 1; }
  return t;
};
const b32 = (s) => { const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'; let bits = ''; for (const ch of s.replace(/=+$/, '')) bits += A.indexOf(ch).toString(2).padStart(5, '0'); const out = []; for (let i = 0; i + 8 <= bits.length; i += 8) out.push(parseInt(bits.slice(i, i + 8), 2)); return Buffer.from(out); };
function totp(secret, step) {
  const msg = Buffer.alloc(8); msg.writeBigUInt64BE(BigInt(step));
  const h = createHmac('sha1', b32(secret)).update(msg).digest();
  const o = h[19] & 15;
  return String(((h.readUInt32BE(o) & 0x7fffffff) % 1_000_000)).padStart(6, '0');
}
function raw(payload, { everyMs = 0, trickle = '', giveUpMs = 60_000 } = {}) {
  const u = new URL(base);
  return new Promise((resolve) => {
    const t0 = performance.now(); let answer = ''; let i = 0;
    const s = connect(Number(u.port), u.hostname, () => s.write(payload));
    const timer = everyMs ? setInterval(() => { if (i < trickle.length && !s.destroyed) s.write(trickle[i++]); }, everyMs) : null;
    const done = () => { if (timer) clearInterval(timer); resolve({ answer, closedAfterS: ((performance.now() - t0) / 1000).toFixed(1) }); };
    s.on('data', (d) => { answer += d; }); s.on('close', done); s.on('error', () => {});
    setTimeout(() => { s.destroy(); }, giveUpMs);
  });
}
const firstLine = (a) => a.split('\r\n')[0] + '  ' + (a.split('\r\n\r\n')[1] ?? '').slice(0, 160);
if (cmd === 'burst') {
  // stdin: JSON array of requests, all sent at once; prints the tally and the Retry-After values.
  const reqs = JSON.parse(await new Promise((r) => { let s = ''; process.stdin.on('data', (d) => (s += d)); process.stdin.on('end', () => r(s)); }));
  const t0 = performance.now();
  const answers = await Promise.all(reqs.map(call));
  const waits = [...new Set(answers.map((a) => a.retryAfter).filter(Boolean))];
  console.log(JSON.stringify({ sent: reqs.length, seconds: ((performance.now() - t0) / 1000).toFixed(1), answers: tally(answers), retryAfter: waits, distinctBodies: new Set(answers.map((a) => `${a.status} ${JSON.stringify(a.body)}`)).size }));
} else if (cmd === 'solve') {
  console.log(JSON.stringify(await challenge(args[0])));
} else if (cmd === 'totp') {
  console.log(totp(args[0], Math.floor(Date.now() / 30_000) + Number(args[1] ?? 0)));
} else if (cmd === 'sms-pump') {
  // 1,000 SMS code requests from 50 addresses (20 each, as fast as they go), mixed numbers.
  const [total, addrs, prefix] = [Number(args[0]), Number(args[1]), args[2]];
  const kinds = { sent: {}, byDial: {} };
  const t0 = performance.now();
  const worker = async (w) => {
    const ip = `${prefix}.${200 + Math.floor(w / 250)}.${w % 250}`;
    const out = [];
    for (let i = w; i < total; i += addrs) {
      const pick = i % 10;
      const [dial, num] = pick === 0 ? ['882', '1234' + String(i).padStart(5, '0')] : pick === 1 ? ['9999', '12' + String(i).padStart(6, '0')] : pick === 2 ? ['66', '81' + String(i).padStart(7, '0')] : ['95', i % 2 ? '9400' + String(i).padStart(5, '0') : '9' + String(10_000_000 + (i * 7919 * 104729) % 89_999_999)];
      const path = i % 2 ? '/wps/verification/sms/noLogin' : '/wps/member/password/sms';
      const body = { countryDialingCode: dial, mobileNum: num };
      if (dial === '95' || dial === '66') body.challenge = await challenge(ip);
      const a = await call({ path, body, ip });
      out.push(a);
      const k = `+${dial} ${a.status} ${a.code}`; kinds.byDial[k] = (kinds.byDial[k] ?? 0) + 1;
    }
    return out;
  };
  const all = (await Promise.all(Array.from({ length: addrs }, (_, w) => worker(w)))).flat();
  console.log(JSON.stringify({ sent: all.length, seconds: ((performance.now() - t0) / 1000).toFixed(1), accepted: all.filter((a) => a.status === 200).length, answers: tally(all), byDialCode: kinds.byDial }, null, 1));
} else if (cmd === 'listing') {
  // numbers (JSON array) looked up at /wps/verification/sms/register from one address; args: ip, paceMs
  const nums = JSON.parse(args[2]); const out = [];
  const solved = await Promise.all(nums.map(() => challenge(`${args[0]}`.replace(/\.\d+$/, '.250'))));
  for (let i = 0; i < nums.length; i++) {
    out.push(await call({ path: '/wps/verification/sms/register', body: { countryDialingCode: '95', mobileNo: nums[i], challenge: solved[i] }, ip: args[0] }));
    if (Number(args[1])) await new Promise((r) => setTimeout(r, Number(args[1])));
  }
  console.log(JSON.stringify({ answers: out.map((a) => a.code).join(' '), tally: tally(out), distinctRefusalBodies: new Set(out.filter((a) => a.status === 429).map((a) => JSON.stringify(a.body))).size }));
} else if (cmd === 'raw') {
  const r = await raw(args[0].replace(/\\r\\n/g, '\r\n'));
  console.log(`closed after ${r.closedAfterS} s: ${firstLine(r.answer)}`);
} else if (cmd === 'trickle') {
  // args: head, body-to-trickle, msPerByte
  const r = await raw(args[0].replace(/\\r\\n/g, '\r\n'), { trickle: args[1].replace(/\\r\\n/g, '\r\n'), everyMs: Number(args[2]), giveUpMs: 90_000 });
  console.log(`closed after ${r.closedAfterS} s: ${firstLine(r.answer) || '(no answer)'}`);
}
NODE
h() { BASE=$BASE node "$WORK/h.mjs" "$@"; }

# ---------------------------------------------------------------------------------------------
# server A

if [ -n "${PROBE_BASE:-}" ]; then
  BASE=$PROBE_BASE
  ALOG=${PROBE_LOG:-}
  echo "server A: $BASE (already running; log ${ALOG:-unknown})"
else
  BASE=http://localhost:$PORT
  echo "server A: starting npm start on :$PORT (data $WORK/a) ..."
  startserver A "$PORT" PORT=$PORT DATA_DIR="$WORK/a" TRUSTED_PROXIES=127.0.0.1 \
    OPS_ADMIN_PASSWORD="$OPS_PASSWORD" OPS_REQUIRE_2FA=off PAYMENT_SANDBOX=on -- npm start
  ALOG=$WORK/A.log
  [ "$SERVER_UP" = 1 ] || { echo "server A did not start:"; tail -20 "$ALOG"; exit 1; }
  echo "server A answers (log $ALOG)"
fi
A=$BASE

opslogin admin "$OPS_PASSWORD"
ADMIN=$OPS
login agent01 agent1234
AGENT=$TOKEN
[ -n "$ADMIN" ] && [ -n "$AGENT" ] || { echo "cannot log in admin / agent01 on $BASE"; exit 1; }

# ---------------------------------------------------------------------------------------------
section "Hole 1: captcha readable by a program; per-account cap of evaluated guesses"
echo "  -- the captcha is now pixels: GET /wps/captcha"
nextip
FROM=$IP call GET /wps/captcha
jq -r '.value.image' <<<"$BODY" | sed 's/^data:[^,]*,//' | base64 -d >"$WORK/captcha.png" 2>/dev/null
KIND=$(jq -r '.value.image[0:22]' <<<"$BODY")
echo "    image starts '$KIND'; decoded: $(file -b "$WORK/captcha.png" 2>/dev/null || echo '?')"
echo "    '<svg' / '<path' / 'stroke' in the decoded image: $(grep -c -a -E '<svg|<path|stroke' "$WORK/captcha.png") (0: no vector source to read the glyphs from)"
verdict "hole 1a" "GET /wps/captcha, look for per-glyph SVG paths" "$KIND (a PNG, no SVG source)" \
  "$([ "$KIND" = "data:image/png;base64," ] && ! grep -q -a '<svg' "$WORK/captcha.png" && echo yes || echo NO)"

echo "  -- 150 password guesses at one account from 50 addresses at once, no captcha solved (server A)"
newplayer "cap${RUN}a"
TARGET=cap${RUN}a
jq -n --arg u "$TARGET" --arg run "$RUN" '[range(150) | {path: "/wps/session/login", ip: "10.150.\(. % 50).\(($run|explode|add) % 250)", body: {type: "username", username: (if . % 2 == 1 then ($u|ascii_upcase) else $u end), password: "Guess\(.)x"}}]' >"$WORK/h1a.json"
echo "  \$ 150 x POST /wps/session/login {username: $TARGET (or upper case), password: Guess<i>x} from 10.150.0-49.x, all at once"
OUT=$(h burst <"$WORK/h1a.json")
echo "    => $OUT"
EVAL=$(jq '.answers["401 BAD_CREDENTIALS"] // 0' <<<"$OUT")
verdict "hole 1b" "150 guesses, 50 addresses, no captcha (A)" "evaluated (401 BAD_CREDENTIALS): $EVAL; rest $(jq -c '.answers' <<<"$OUT")" \
  "$([ "$EVAL" -le 5 ] && echo yes || echo NO)"

# ---------------------------------------------------------------------------------------------
section "Hole 2: operator login had no limit; 2FA"
OPNAME=probe_op_$RUN
TOK=$ADMIN call POST /ops/api/operators "{\"username\":\"$OPNAME\",\"password\":\"probe-op-password-1\",\"role\":\"support\"}"
jq -n --arg u "$OPNAME" '[range(150) | {path: "/ops/api/session", ip: "10.151.\(. % 50).7", body: {username: (if . % 2 == 1 then ($u|ascii_upcase) else $u end), password: "wrong-\(.)"}}]' >"$WORK/h2.json"
echo "  \$ 150 x POST /ops/api/session {username: $OPNAME, password: wrong-<i>} from 50 addresses, all at once"
OUT=$(h burst <"$WORK/h2.json")
echo "    => $OUT"
EVAL=$(jq '.answers["401 BAD_CREDENTIALS"] // 0' <<<"$OUT")
echo "    (5 failures cost no wait; then each evaluation waits 2, 4, 8 ... s after the latest failure: a burst"
echo "     that lasts longer than 2 s gets a 6th evaluated, as designed; the cap is 100 an hour)"
FROM=10.151.99.1 call POST /ops/api/session "{\"username\":\"$OPNAME\",\"password\":\"probe-op-password-1\"}"
RIGHT_AT_ONCE="$STATUS $(code) Retry-After $(header retry-after)"
WAIT=$(header retry-after)
echo "    (waiting the ${WAIT:-0} s the answer asked for)"
sleep "${WAIT:-0}"
FROM=10.151.99.2 call POST /ops/api/session "{\"username\":\"$OPNAME\",\"password\":\"probe-op-password-1\"}"
RIGHT_LATER="$STATUS $(code)"
OPTOKEN=$(jq -r '.value.token // empty' <<<"$BODY")
TOK=$ADMIN call GET "/ops/api/audit?action=ops.login.failed"
FAILROWS=$(jq --arg u "$OPNAME" '[.value.rows[] | select((.detail|tostring|ascii_downcase) | contains($u))] | length' <<<"$BODY")
echo "    audit rows ops.login.failed naming $OPNAME: $FAILROWS"
verdict "hole 2a" "150 wrong POST /ops/api/session at once, then the right password" \
  "evaluated $EVAL, rest $(jq -c '.answers' <<<"$OUT"); right password at once: $RIGHT_AT_ONCE; after the wait: $RIGHT_LATER; $FAILROWS audit rows" \
  "$([ "$EVAL" -le 100 ] && [[ $RIGHT_AT_ONCE == 429* ]] && echo yes || echo NO)"

echo "  -- TOTP enrolment with a QR code, then login needs the code"
TOK=$OPTOKEN call POST /ops/api/me/two-factor/setup
SECRET=$(jq -r '.value.secret // empty' <<<"$BODY")
echo "    qrCode: $(jq -r '.value.qrCode[0:30]' <<<"$BODY")..., uri: $(jq -r '.value.uri' <<<"$BODY" | sed 's/secret=[A-Z0-9]*/secret=<secret>/')"
TOK=$OPTOKEN call POST /ops/api/me/two-factor/confirm "{\"otp\":\"$(h totp "$SECRET")\"}"
nextip
FROM=$IP call POST /ops/api/session "{\"username\":\"$OPNAME\",\"password\":\"probe-op-password-1\"}"
NOOTP="$STATUS $(code)"
nextip
FROM=$IP call POST /ops/api/session "{\"username\":\"$OPNAME\",\"password\":\"probe-op-password-1\",\"otp\":\"000000\"}"
BADOTP="$STATUS $(code)"
nextip
FROM=$IP call POST /ops/api/session "{\"username\":\"$OPNAME\",\"password\":\"probe-op-password-1\",\"otp\":\"$(h totp "$SECRET" 1)\"}"
GOODOTP="$STATUS $(code)"
verdict "hole 2b" "enrol TOTP (setup, confirm), log in without / with a wrong / with the code" \
  "no code: $NOOTP; wrong: $BADOTP; right: $GOODOTP" \
  "$([[ $NOOTP == 401* ]] && [[ $GOODOTP == 200* ]] && echo yes || echo NO)"

# ---------------------------------------------------------------------------------------------
section "Hole 3: reset link built from the Host header (server A, PUBLIC_URL=$A)"
nextip
echo "  \$ curl -X POST $A/wps/member/password/email -H 'Host: evil.example' -d 'username=player01&email=player01@example.com' (form)"
curl -s -o "$WORK/body" -w '%{http_code}' "$A/wps/member/password/email" -H 'Host: evil.example' -H "x-forwarded-for: $IP" \
  -H 'content-type: application/x-www-form-urlencoded' --data 'username=player01&email=player01@example.com' >"$WORK/status"
BODY=$(cat "$WORK/body")
echo "    => HTTP $(cat "$WORK/status") $(answer)"
sleep 1
TOK=$ADMIN QUIET=1 call GET "/ops/api/outbox?to=player01@example.com"
LINK=$(jq -r '.value.items[0].body' <<<"$BODY" | grep -o 'https\?://[^ ]*resetToken=[A-Za-z0-9_-]*' | head -1 | sed 's/resetToken=.*/resetToken=<token>/')
echo "    the mail in the outbox links to: $LINK"
verdict "hole 3a" "forgot password with Host: evil.example (A, PUBLIC_URL set)" "link $LINK" \
  "$([[ $LINK == "$A/"* ]] && echo yes || echo NO)"

# ---------------------------------------------------------------------------------------------
section "Hole 4: email changed with a session alone"
newplayer "mail${RUN}"
M4=$MTOKEN
TOK=$M4 call PUT /wps/member/email "{\"email\":\"old$RUN@example.com\",\"password\":\"Secret123\"}"
TOK=$M4 call PUT /wps/member/email "{\"email\":\"thief$RUN@example.com\"}"
NOPW="$STATUS $(code)"
TOK=$M4 call PUT /wps/member/email "{\"email\":\"thief$RUN@example.com\",\"password\":\"Guess1234\"}"
WRONGPW="$STATUS $(code)"
TOK=$M4 call PUT /wps/member/email "{\"email\":\"new$RUN@example.com\",\"password\":\"Secret123\"}"
RIGHTPW="$STATUS $(code)"
sleep 1
TOK=$ADMIN QUIET=1 call GET "/ops/api/outbox?to=old$RUN@example.com"
TOLD=$(jq -r '.value.items[0] | "\(.subject): \(.body[0:100])"' <<<"$BODY")
echo "    mail to the old address: $TOLD"
verdict "hole 4" "PUT /wps/member/email with the session alone / a wrong password / the password" \
  "no password: $NOPW; wrong: $WRONGPW; right: $RIGHTPW, old address told" \
  "$([[ $NOPW == 400* ]] && [[ $WRONGPW != 200* ]] && [[ $TOLD != null* ]] && echo yes || echo NO)"

# ---------------------------------------------------------------------------------------------
section "Hole 5: operator reset set the public default password"
newplayer "rst${RUN}" 100000
TOK=$ADMIN call POST "/ops/api/members/$MID/password/reset"
OTP=$(jq -r '.value.oneTimePassword // empty' <<<"$BODY")
echo "    oneTimePassword: ${OTP:0:3}... (${#OTP} characters)"
nextip
FROM=$IP call POST /wps/session/login "{\"type\":\"username\",\"username\":\"rst${RUN}\",\"password\":\"{secret}\"}"
SECRETLOGIN="$STATUS $(code)"
nextip
FROM=$IP call POST /wps/session/login "{\"type\":\"username\",\"username\":\"rst${RUN}\",\"password\":\"$OTP\"}"
echo "    passwordExpired: $(jq -r .value.passwordExpired <<<"$BODY")"
OT=$(jq -r '.value.token // empty' <<<"$BODY")
TOK=$OT call GET /wps/member/info
INFO="$STATUS $(code)"
TOK=$OT call PUT /wps/member/payee-name '{"payeeName":"Probe Player"}'
TOK=$OT call POST /wps/member/transfer/upline "{\"idempotencyKey\":\"h5-$RUN-0001\",\"amount\":\"100\",\"paymentPassword\":\"123456\"}"
XFER="$STATUS $(code)"
TOK=$OT call POST /wps/member/password "{\"oldPassword\":\"$OTP\",\"newPassword\":\"Changed123\",\"confirmNewPassword\":\"Changed123\"}"
TOK=$OT call GET /wps/member/info
AFTER="$STATUS $(code)"
verdict "hole 5" "ops reset, then log in with {secret}; with the one-time password call anything but the change" \
  "{secret}: $SECRETLOGIN; one-time session: info $INFO, transfer $XFER; after the change: $AFTER" \
  "$([[ $SECRETLOGIN == 401* ]] && [[ $INFO == "403 PASSWORD_CHANGE_REQUIRED" ]] && [[ $XFER == 403* ]] && echo yes || echo NO)"

# ---------------------------------------------------------------------------------------------
section "Hole 6: game launch tokens outlive the account"
QUIET=1 call GET "/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=ROYALSLOTS&pageNo=1&pageSize=1"
SLOT=$(jq -r '.value.games[0].gameCode' <<<"$BODY")
h6() { # h6 WHAT: launch, spin once, end the account's sessions by WHAT, spin with the old token
  local what=$1
  newplayer "g${what:0:3}${RUN}" 100000
  local tok=$MTOKEN id=$MID
  TOK=$tok QUIET=1 call POST /wps/game/launchGame "{\"gameCode\":\"$SLOT\"}"
  local lt
  lt=$(jq -r '.value.url' <<<"$BODY" | sed -n 's/.*[?&]token=\([^&]*\).*/\1/p')
  QUIET=1 call POST /wps/house/session "{\"token\":\"$lt\"}"
  local stake lines
  stake=$(jq -r '.value.game.minBet' <<<"$BODY")
  lines=$(jq -r '.value.game.lines' <<<"$BODY")
  echo "  launched $SLOT (launch token ${lt:0:6}...), stake $stake, $lines lines"
  call POST /wps/house/slot/spin "{\"token\":\"$lt\",\"stake\":\"$stake\",\"lines\":$lines,\"clientKey\":\"s1-$RUN-$what\"}"
  local first="$STATUS $(code)"
  case $what in
    logout) TOK=$tok call DELETE /wps/session/logout ;;
    password) TOK=$tok call POST /wps/member/password '{"oldPassword":"Secret123","newPassword":"Changed123","confirmNewPassword":"Changed123"}' ;;
    disable) TOK=$ADMIN call POST "/ops/api/members/$id/status" '{"status":"disabled"}' ;;
    reset) TOK=$ADMIN QUIET=1 call POST "/ops/api/members/$id/password/reset"; echo "  \$ POST /ops/api/members/$id/password/reset => $STATUS $(code)" ;;
  esac
  QUIET=1 TOK=$ADMIN call GET "/ops/api/members/$id"
  local before
  before=$(jq -r '.value.balances.cash // empty' <<<"$BODY")
  call POST /wps/house/slot/spin "{\"token\":\"$lt\",\"stake\":\"$stake\",\"lines\":$lines,\"clientKey\":\"s2-$RUN-$what\"}"
  local after="$STATUS $(code)"
  QUIET=1 TOK=$ADMIN call GET "/ops/api/members/$id"
  local bal
  bal=$(jq -r '.value.balances.cash // empty' <<<"$BODY")
  verdict "hole 6 ($what)" "spin with the launch token after $what" "first spin $first; after: $after; balance ${before:-?} -> ${bal:-?}" \
    "$([[ $first == 200* ]] && [[ $after == "401 LAUNCH_TOKEN_INVALID" ]] && echo yes || echo NO)"
}
for what in logout password disable reset; do h6 $what; done

# ---------------------------------------------------------------------------------------------
section "Hole 8: mobile numbers can be listed (MOBILE_TAKEN before any limiter)"
QUIET=1 call GET /wps/system/whitelabel
WL=$(jq -c '.value' <<<"$BODY")
echo "  the demo's registration by mobile is off; the admin turns it on without the SMS code, registers 30 numbers, then turns the code back on:"
TOK=$ADMIN call PUT /ops/api/system/whitelabel "$(jq -c '.MOBILENUMREG3=true | .REGMOBVERF3=false' <<<"$WL")"
NUMS=()
for i in $(seq 1 30); do
  num=96$((1000000 + 16#$RUN * 31 % 900000 + i))
  nextip
  QUIET=1 FROM=$IP call POST /wps/member/register/mobile "{\"mobileNum\":\"$num\",\"countryDialingCode\":\"95\",\"password\":\"secret123\",\"confirmPassword\":\"secret123\",\"domain\":\"localhost\",\"registerUrl\":\"$A/register\",\"registerMethod\":\"WEB\",\"termsAccepted\":true,\"login\":false}"
  [ "$STATUS" = 200 ] && NUMS+=("$num")
done
echo "  registered ${#NUMS[@]} numbers (+95 ${NUMS[0]:-} .. ${NUMS[-1]:-}) from 30 addresses"
TOK=$ADMIN call PUT /ops/api/system/whitelabel "$(jq -c '.MOBILENUMREG3=true' <<<"$WL")"
NJSON=$(printf '%s\n' "${NUMS[@]}" | jq -R . | jq -sc .)
echo "  \$ 30 x POST /wps/verification/sms/register {countryDialingCode: 95, mobileNo: <registered>, challenge: <solved>} from one address, a burst"
OUT=$(h listing 10.158.0.1 0 "$NJSON")
echo "    => $OUT"
TAKEN=$(jq '[.tally | to_entries[] | select(.key | endswith("MOBILE_TAKEN")) | .value] | add // 0' <<<"$OUT")
verdict "hole 8a" "30 registered numbers at /wps/verification/sms/register, a burst from one address" \
  "MOBILE_TAKEN $TAKEN of 30, $(jq -c .tally <<<"$OUT")" "$([ "$TAKEN" -lt 30 ] && echo yes || echo NO)"
echo "  \$ the same 30, paced 1.1 s apart, from another address"
OUT=$(h listing 10.158.0.2 1100 "$NJSON")
echo "    => $OUT"
TAKEN=$(jq '[.tally | to_entries[] | select(.key | endswith("MOBILE_TAKEN")) | .value] | add // 0' <<<"$OUT")
verdict "hole 8b" "the same 30 paced 1.1 s apart from one address" \
  "MOBILE_TAKEN $TAKEN of 30 (perAddressPerHour 20), $(jq -c .tally <<<"$OUT"), $(jq .distinctRefusalBodies <<<"$OUT") distinct refusal body" \
  "$([ "$TAKEN" -le 20 ] && echo yes || echo NO)"

# ---------------------------------------------------------------------------------------------
section "Hole 12: login limits bypassed by another spelling of the username"
newplayer "victim${RUN}"
DOTTED=$(node -e "process.stdout.write(process.argv[1].replace('i','\u0130'))" "victim${RUN}")
nextip
FROM=$IP call POST /wps/session/login "{\"type\":\"username\",\"username\":\"$DOTTED\",\"password\":\"Secret123\"}"
DOT="$STATUS $(code) $(jq -r .field <<<"$BODY")"
SP=()
for u in "VICTIM${RUN}" "Victim${RUN}" " victim${RUN} "; do
  nextip
  FROM=$IP call POST /wps/session/login "{\"type\":\"username\",\"username\":\"$u\",\"password\":\"Wrong1234\"}"
  SP+=("$(code)")
done
nextip
FROM=$IP call POST /wps/session/login "{\"type\":\"username\",\"username\":\"vIctim${RUN}\",\"password\":\"Wrong1234\"}"
FOURTH="$STATUS $(code)"
verdict "hole 12" "log in as v\\u0130ctim$RUN with the right password; 3 failures in 3 spellings, then a 4th spelling" \
  "dotted: $DOT; failures: ${SP[*]}; 4th spelling: $FOURTH (one account's captcha threshold)" \
  "$([[ $DOT == "400 VALIDATION_FAILED body.username" ]] && [[ $FOURTH == "400 CAPTCHA_REQUIRED" ]] && echo yes || echo NO)"

# ---------------------------------------------------------------------------------------------
section "Hole 1 (owner): while an account is being guessed at, its owner gets in at once by SMS code"
jq -n '[range(20) | {path: "/wps/session/login", ip: "10.152.\(.).9", body: {type: "username", username: "player02", password: "Guess\(.)x"}}]' >"$WORK/h1o.json"
echo "  \$ 20 guesses at player02 from 20 addresses at once"
echo "    => $(h burst <"$WORK/h1o.json")"
nextip
FROM=$IP call POST /wps/session/login '{"type":"username","username":"player02","password":"player1234"}'
OWNERPW="$STATUS $(code) Retry-After $(header retry-after)"
QUIET=1 TOK=$ADMIN call GET "/ops/api/members?username=player02"
P2DIAL=$(jq -r '.value.items[0].mobile' <<<"$BODY" | sed 's/^+\([0-9]*\) .*/\1/')
P2MOB=$(jq -r '.value.items[0].mobile' <<<"$BODY" | sed 's/^+[0-9]* //')
nextip
SOL=$(h solve "$IP")
FROM=$IP call POST /wps/verification/sms/noLogin "{\"countryDialingCode\":\"$P2DIAL\",\"mobileNum\":\"$P2MOB\",\"challenge\":$SOL}"
sleep 0.5
QUIET=1 TOK=$ADMIN call GET "/ops/api/outbox?to=%2B$P2DIAL$P2MOB"
SMSCODE=$(jq -r '.value.items[0].body' <<<"$BODY" | grep -o '[0-9]\{6\}' | head -1)
FROM=$IP call POST /wps/session/login "{\"type\":\"sms\",\"countryDialingCode\":\"$P2DIAL\",\"mobileNum\":\"$P2MOB\",\"verificationCode\":\"$SMSCODE\"}"
BYSMS="$STATUS $(code) as $(jq -r '.value.username // empty' <<<"$BODY")"
verdict "hole 1c" "the owner of player02, during the guessing: password, then SMS code (+$P2DIAL $P2MOB)" \
  "password: $OWNERPW; SMS login: $BYSMS" "$([[ $OWNERPW == 4* ]] && [[ $BYSMS == 200* ]] && echo yes || echo NO)"

# ---------------------------------------------------------------------------------------------
section "Hole 7: SMS pumping (1,000 requests from 50 addresses, +882 and +9999 among them)"
TOK=$ADMIN call GET /ops/api/system/setting/sms
echo "    limits: $(jq -c .value <<<"$BODY")"
echo "  \$ 1000 x POST /wps/verification/sms/noLogin | /wps/member/password/sms from 50 addresses (20 each, as fast as they go),"
echo "    10% +882, 10% +9999, 10% +66 (81...), 70% +95 (half 9400..., half spread over prefixes); each +95/+66 request with a solved proof of work"
OUT=$(h sms-pump 1000 50 10.157)
echo "$OUT" | sed 's/^/    /'
ACC=$(jq .accepted <<<"$OUT")
BAD=$(jq '[.byDialCode | to_entries[] | select(.key | test("^\\+(882|9999) 200"))] | length' <<<"$OUT")
nextip
FROM=$IP call POST /wps/verification/sms/noLogin '{"countryDialingCode":"95","mobileNum":"9700000002"}'
NOHUMAN="$STATUS $(code)"
TOK=$ADMIN call GET /ops/api/system/sms/alarms
echo "    alarms: $(jq -c '[.value.alarms[] | {cap, limit, key}]' <<<"$BODY")"
ALARMS=$(jq '.value.alarms | length' <<<"$BODY")
verdict "hole 7" "1000 SMS requests from 50 addresses, +882/+9999 among them; one without the human check" \
  "accepted $ACC of 1000 in $(jq -r .seconds <<<"$OUT") s; +882/+9999 accepted: $BAD; no proof of work: $NOHUMAN; $ALARMS alarm(s) in /ops" \
  "$([ "$ACC" -le 500 ] && [ "$BAD" = 0 ] && [[ $NOHUMAN == 400* ]] && [ "$ALARMS" -gt 0 ] && echo yes || echo NO)"

# ---------------------------------------------------------------------------------------------
section "Hole 9: slow requests never time out (defaults: request 30 s, headers 15 s, headers 16 KiB)"
echo "  \$ a POST /wps/feedback with Content-Length: 200 whose body trickles one byte a second; and headers trickled one byte a second (slowloris)"
h trickle 'POST /wps/feedback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n' "$(printf '%0200d' 0)" 1000 >"$WORK/t1" &
T1=$!
h trickle 'GET /wps/system/status HTTP/1.1\r\n' 'X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' 1000 >"$WORK/t2" &
T2=$!
wait "$T1" "$T2"  # not a bare wait: the servers are background jobs too
echo "    body trickle   => $(cat "$WORK/t1")"
echo "    header trickle => $(cat "$WORK/t2")"
echo "  \$ GET /wps/system/status with a 20 KiB header"
HDR=$(head -c 20000 /dev/zero | tr '\0' a)
OUT431=$(h raw "GET /wps/system/status HTTP/1.1\r\nHost: x\r\nX-Big: $HDR\r\n\r\n")
echo "    => $OUT431"
verdict "hole 9" "trickled body / trickled headers / 20 KiB header" \
  "body: $(cut -c1-40 "$WORK/t1"); headers: $(cut -c1-40 "$WORK/t2"); big header: ${OUT431:0:40}" \
  "$(grep -q '408' "$WORK/t1" && grep -q '408' "$WORK/t2" && [[ $OUT431 == *431* ]] && echo yes || echo NO)"

# ---------------------------------------------------------------------------------------------
section "Hole 10: launch tokens in the access log"
newplayer "log${RUN}" 10000
TOK=$MTOKEN QUIET=1 call POST /wps/game/launchGame "{\"gameCode\":\"$SLOT\"}"
LT=$(jq -r '.value.url' <<<"$BODY" | sed -n 's/.*[?&]token=\([^&]*\).*/\1/p')
call GET "/play/slot?token=$LT&game=$SLOT"
call GET "/wps/sim/events?token=$LT"
call GET "/?resetToken=probeResetToken$RUN"
sleep 1
if [ -n "$ALOG" ] && [ -f "$ALOG" ]; then
  HITS=$(grep -c -e "$LT" -e "probeResetToken$RUN" "$ALOG")
  echo "  \$ grep -c '<the launch token>|probeResetToken$RUN' $ALOG => $HITS"
  echo "    logged as: $(grep -o '"url":"/play/slot[^"]*"' "$ALOG" | tail -1) $(grep -o '"url":"/wps/sim/events[^"]*"' "$ALOG" | tail -1) $(grep -o '"url":"/?resetToken[^"]*"' "$ALOG" | tail -1)"
  verdict "hole 10" "GET /play/slot?token=, /wps/sim/events?token=, /?resetToken=, then grep the log" \
    "token in the log $HITS times; URLs logged with [redacted]" "$([ "$HITS" = 0 ] && echo yes || echo NO)"
else
  verdict "hole 10" "grep the access log" "no log file (set PROBE_LOG)" "n/a"
fi

# ---------------------------------------------------------------------------------------------
section "Bug: year 0000 dates crashed SQL (500); every date-taking GET with edge dates"
login player01 player1234
P1=$TOKEN
FIVE=0
N=0
for spec in "ops|/ops/api/audit|from|to" "ops|/ops/api/audit/export|from|to" "ops|/ops/api/reports/dashboard|from|to" \
  "ops|/ops/api/reports/daily|from|to" "ops|/ops/api/reports/channels|from|to" "ops|/ops/api/deposits|from|to" \
  "ops|/ops/api/withdrawals|from|to" "p|/wps/relay/ODSFE2_MemTransDet|startDate|endDate" \
  "p|/wps/member/bet-records|startDate|endDate" "p|/wps/member/profit-loss|startDate|endDate" \
  "a|/wps/agent/contracts/statements?kind=dividend|from|to" "a|/wps/agent/report/overview|startDate|endDate" \
  "a|/wps/agent/report/betting|startDate|endDate" "a|/wps/agent/report/profit-loss|startDate|endDate" \
  "a|/wps/agent/report/income|startDate|endDate" "a|/wps/agent/report/transactions|startDate|endDate" \
  "p|/wps/relay/MCS2_getRedeemPointList|startDate|endDate" "p|/wps/relay/ODSFE2_MemTransDet/points|startDate|endDate"; do
  IFS='|' read -r who path f t <<<"$spec"
  case $who in ops) tk=$ADMIN ;; a) tk=$AGENT ;; *) tk=$P1 ;; esac
  for d in 0000-01-01 9999-12-31 2025-02-30 0001-01-01T00:00:00Z; do
    sep='?'; [[ $path == *'?'* ]] && sep='&'
    QUIET=1 TOK=$tk call GET "$path$sep$f=$d&$t=$d"
    N=$((N + 1))
    [ "$STATUS" -ge 500 ] && FIVE=$((FIVE + 1))
    printf '  %-40s %-24s => HTTP %s %s\n' "$path" "$f=$t=$d" "$STATUS" "$(code) $(jq -r '.field // ""' <<<"$BODY")"
  done
done
verdict "bug dates" "18 date-taking GETs x 4 edge dates (0000-01-01, 9999-12-31, 2025-02-30, 0001-...T)" \
  "$N requests, $FIVE answered 5xx" "$([ "$FIVE" = 0 ] && echo yes || echo NO)"

# ---------------------------------------------------------------------------------------------
section "Bug: identical concurrent keyed calls answered 409"
newplayer "dep${RUN}"
QUIET=1 TOK=$MTOKEN call GET /wps/payment/channels
SANDBOX=$(jq -r '.value[] | select(.code=="sandbox") | .id' <<<"$BODY")
for n in 10 50; do
  jq -n --arg tok "$MTOKEN" --argjson ch "$SANDBOX" --arg key "dep-$RUN-$n-key" --argjson n $n \
    '[range($n) | {path: "/wps/payment/deposits", token: $tok, body: {idempotencyKey: $key, channelId: $ch, amount: "150000"}}]' >"$WORK/dep.json"
  echo "  \$ $n x POST /wps/payment/deposits {idempotencyKey: dep-$RUN-$n-key, channelId: $SANDBOX (sandbox), amount: 150000} at once"
  OUT=$(h burst <"$WORK/dep.json")
  echo "    => $OUT"
  eval "DEP$n='$(jq -c '{answers, distinctBodies}' <<<"$OUT")'"
done
TOK=$MTOKEN call GET /wps/payment/deposits
NDEP=$(jq '.value.items // .value.list // .value | length' <<<"$BODY")
echo "    deposits of the member: $NDEP"
verdict "bug keyed" "10 and 50 identical deposits at once (same key, same body)" "10: $DEP10; 50: $DEP50; deposits made: $NDEP" \
  "$([[ $DEP10 == *'"distinctBodies":1'* ]] && [[ $DEP50 == *'"distinctBodies":1'* ]] && [ "$NDEP" = 2 ] && echo yes || echo NO)"

section "Bug: the right payment password in concurrent requests answered 429"
newplayer "ppw${RUN}" 100000
jq -n --arg tok "$MTOKEN" --arg run "$RUN" '[range(20) | {path: "/wps/member/transfer/upline", token: $tok, body: {idempotencyKey: "ppw-\($run)-\(.)-key", amount: "100", paymentPassword: "123456"}}]' >"$WORK/ppw.json"
echo "  \$ 20 x POST /wps/member/transfer/upline {distinct keys, amount 100, paymentPassword: 123456 (right)} at once"
OUT=$(h burst <"$WORK/ppw.json")
echo "    => $OUT"
RIGHT=$(jq -c .answers <<<"$OUT")
jq -n --arg tok "$MTOKEN" --arg run "$RUN" '[range(8) | {path: "/wps/member/transfer/upline", token: $tok, body: {idempotencyKey: "ppx-\($run)-\(.)-key", amount: "100", paymentPassword: "000000"}}]' >"$WORK/ppx.json"
echo "  \$ then 8 x the same with a wrong payment password at once"
OUT=$(h burst <"$WORK/ppx.json")
echo "    => $OUT"
verdict "bug payment password" "20 right payment passwords at once, then 8 wrong" "right: $RIGHT; wrong: $(jq -c .answers <<<"$OUT")" \
  "$([[ $RIGHT == '{"200 OK":20}' ]] && echo yes || echo NO)"

section "Bug: payee name skipped the registration rule"
TOK=$MTOKEN call PUT /wps/member/payee-name '{"payeeName":"<svg onload=alert(1)>"}'
PN="$STATUS $(code)"
TOK=$MTOKEN call PUT /wps/member/payee-name '{"payeeName":"Aung Min Oo"}'
verdict "bug payee name" "PUT /wps/member/payee-name <svg onload=alert(1)>" "$PN (a real name: $STATUS $(code))" \
  "$([[ $PN == 400* ]] && echo yes || echo NO)"

section "Bug: /play/* answered 404 with the app's page"
PLAY=""
for p in /play/slot /play/fish /play/pvp /play/verify /play/live /play/nope; do
  s=$(curl -s -o /dev/null -w '%{http_code}' "$A$p")
  echo "  \$ curl $A$p => HTTP $s"
  PLAY="$PLAY $p=$s"
done
verdict "bug /play status" "GET /play/slot, fish, pvp, verify, live (and /play/nope)" "$PLAY" \
  "$([[ $PLAY == *slot=200*fish=200*pvp=200*verify=200*live=200*nope=404* ]] && echo yes || echo NO)"

section "Bug: connection-level errors answered {error, message, statusCode}"
echo "  \$ a malformed request line: 'GARBAGE / HTTP/1.1'"
O400=$(h raw 'GARBAGE / HTTP/1.1\r\nHost: x\r\n\r\n')
echo "    => $O400"
echo "  (431 with a 20 KiB header: above, hole 9: $OUT431)"
verdict "bug envelope" "malformed request line; 20 KiB header" "${O400:0:110} | ${OUT431:0:110}" \
  "$([[ $O400 == *'"success":false'* ]] && [[ $OUT431 == *'"success":false'* ]] && echo yes || echo NO)"

section "Bug: stacked combining characters in feedback"
Z=$(node -e "process.stdout.write('Hello H' + '\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308\u0309\u030a\u030b\u030c'.repeat(3) + 'i')")
nextip
FROM=$IP call PUT /wps/feedback "{\"type\":\"bug\",\"content\":\"$Z\"}"
ZALGO="$STATUS $(code)"
nextip
FROM=$IP call PUT /wps/feedback "{\"type\":\"bug\",\"content\":\"$(node -e "process.stdout.write('မြန်မာ စာ ကြိုးစား ခြင်း')")\"}"
BURMESE="$STATUS $(code)"
CSSHITS=$(grep -l -o 'overflow:clip' apps/web/dist/assets/*.css 2>/dev/null | wc -l)
echo "  built CSS files with overflow:clip (the feedback boxes clip their text): $CSSHITS"
verdict "bug feedback clip" "PUT /wps/feedback with 36 marks on one letter; Burmese text" "Zalgo: $ZALGO; Burmese: $BURMESE; clip rule in the built CSS" \
  "$([[ $ZALGO == 400* ]] && [[ $BURMESE == 200* ]] && echo yes || echo NO)"

# ---------------------------------------------------------------------------------------------
if [ -z "${PROBE_ONLY_A:-}" ]; then  # PROBE_ONLY_A=1: only server A's steps (a quick re-run)
section "Hole 1 with every captcha solved (server B: npm start on PostgreSQL)"
DB=probe15_$RUN
if psql "$PG/postgres" -qc "create database $DB" 2>/dev/null; then
  BP=$((PORT + 1))
  echo "  starting npm start on :$BP with DATABASE_URL=$PG/$DB ..."
  startserver B "$BP" PORT=$BP DATABASE_URL="$PG/$DB" TRUSTED_PROXIES=127.0.0.1 OPS_ADMIN_PASSWORD="$OPS_PASSWORD" \
    OPS_REQUIRE_2FA=off PAYMENT_SANDBOX=on -- npm start
  if [ "$SERVER_UP" = 1 ]; then
    BASE=http://localhost:$BP
    login agent01 agent1234
    SAVE_AGENT=$AGENT
    AGENT=$TOKEN
    newplayer "tgt${RUN}"
    AGENT=$SAVE_AGENT
    echo "  \$ 150 x GET /wps/captcha from 50 addresses (one a second per address)"
    : >"$WORK/capids"
    for round in 1 2 3; do
      CP_PIDS=()
      for i in $(seq 0 49); do
        curl -s -H "x-forwarded-for: 10.153.$i.$round" "$BASE/wps/captcha" | jq -r --arg ip "10.153.$i.$round" '"\(.value.id) \($ip)"' >>"$WORK/capids" &
        CP_PIDS+=($!)
      done
      wait "${CP_PIDS[@]}"
      sleep 1.1
    done
    echo "    got $(grep -vc null "$WORK/capids") captchas"
    echo "  \$ psql: UPDATE captchas SET answer_hash = sha256('captcha:'||id||':ABCDE') -- a perfect OCR: every captcha now answers ABCDE"
    TABLE=$(psql "$PG/$DB" -Atc "select table_name from information_schema.columns where column_name='answer_hash' limit 1")
    psql "$PG/$DB" -Atc "update $TABLE set answer_hash = encode(sha256(('captcha:' || id || ':ABCDE')::bytea), 'hex')" | sed 's/^/    /'
    jq -Rn --arg u "tgt${RUN}" '[inputs | split(" ") | select(.[0] != "null")] | to_entries | map({path: "/wps/session/login", ip: .value[1], body: {type: "username", username: (if .key % 2 == 1 then ($u|ascii_upcase) else $u end), password: "Guess\(.key)x", captcha: {id: .value[0], answer: "ABCDE"}}})' <"$WORK/capids" >"$WORK/h1b.json"
    echo "  \$ 150 x POST /wps/session/login {username: tgt$RUN, password: Guess<i>x, captcha: {id, answer: ABCDE}} from the 50 addresses at once"
    OUT=$(h burst <"$WORK/h1b.json")
    echo "    => $OUT"
    EVAL=$(jq '.answers["401 BAD_CREDENTIALS"] // 0' <<<"$OUT")
    WAIT=$(jq -r '.retryAfter | map(tonumber) | max // 0' <<<"$OUT")
    echo "  the owner, after the $WAIT s the refusals named, with a solved captcha:"
    sleep "$WAIT"
    curl -s -H "x-forwarded-for: 10.153.99.1" "$BASE/wps/captcha" >"$WORK/cap1"
    CID=$(jq -r .value.id "$WORK/cap1")
    psql "$PG/$DB" -Atc "update $TABLE set answer_hash = encode(sha256(('captcha:' || id || ':ABCDE')::bytea), 'hex') where id = '$CID'" >/dev/null
    FROM=10.153.99.1 call POST /wps/session/login "{\"type\":\"username\",\"username\":\"tgt${RUN}\",\"password\":\"Secret123\",\"captcha\":{\"id\":\"$CID\",\"answer\":\"ABCDE\"}}"
    OWNER="$STATUS $(code)"
    verdict "hole 1d" "150 guesses, 50 addresses, every captcha solved (B, PostgreSQL)" \
      "evaluated $EVAL, $(jq -c .answers <<<"$OUT"), Retry-After $(jq -c .retryAfter <<<"$OUT"); owner after the wait: $OWNER" \
      "$([ "$EVAL" -le 100 ] && [[ $OWNER == 200* ]] && echo yes || echo NO)"
    stopserver "$PID_B"
  else
    echo "  server B did not start:"; tail -5 "$WORK/B.log"
    verdict "hole 1d" "150 guesses with solved captchas (B)" "server B did not start" "n/a"
  fi
  psql "$PG/postgres" -qc "drop database if exists $DB" 2>/dev/null
else
  verdict "hole 1d" "150 guesses with solved captchas" "no PostgreSQL at $PG: the captcha store is out of reach" "n/a"
fi
BASE=$A

# ---------------------------------------------------------------------------------------------
section "Hole 3 (development, no PUBLIC_URL) and the lottery draws on a fresh data folder (server C)"
CP=$((PORT + 2))
echo "  \$ NODE_ENV=development PORT=$CP DATA_DIR=<fresh> node $FLAGS apps/server/dist/main.mjs  (no PUBLIC_URL; demo data by default)"
echo "    then GET /lgw/games/game_menus at the first answer"
setsid env NODE_ENV=development PORT=$CP DATA_DIR="$WORK/c" TRUSTED_PROXIES=127.0.0.1 OPS_ADMIN_PASSWORD="$OPS_PASSWORD" \
  node $FLAGS apps/server/dist/main.mjs >"$WORK/C.log" 2>&1 &
PID_C=$!
PIDS+=("$PID_C")
BASE=http://localhost:$CP
for _ in $(seq 1 1500); do
  s=$(curl -s -m 2 -o "$WORK/menus" -w '%{http_code}' "$BASE/lgw/games/game_menus")
  [ "$s" = 200 ] && break
  sleep 0.1
done
MENUS=$(jq '[.value[].gameMenus[]] | length' "$WORK/menus")
NODRAW=$(jq '[.value[].gameMenus[] | select(.drawId == null)] | length' "$WORK/menus")
GID=$(jq '[.value[].gameMenus[]][0].gameId' "$WORK/menus")
QUIET=1 call GET "/lgw/numeros/near?gameId=$GID"
echo "    first answer: $MENUS lotteries, $NODRAW without a draw; /lgw/numeros/near?gameId=$GID: $(jq -c '.value | with_entries(select(.value|type=="array")) | map_values(length)' <<<"$BODY" 2>/dev/null)"
QUIET=1 call GET /ops/api/session
verdict "bug lottery draws" "fresh data folder: GET /lgw/games/game_menus at the first 200" "$MENUS lotteries, $NODRAW without an open draw" \
  "$([ "$MENUS" -gt 0 ] && [ "$NODRAW" = 0 ] && echo yes || echo NO)"
nextip
echo "  \$ curl -X POST $BASE/wps/member/password/email -H 'Host: evil.example' -H 'X-Forwarded-Host: evil.example' -d 'username=player01&email=player01@example.com'"
curl -s -o "$WORK/body" -w '%{http_code}' "$BASE/wps/member/password/email" -H 'Host: evil.example' -H 'X-Forwarded-Host: evil.example' \
  -H "x-forwarded-for: $IP" -H 'content-type: application/x-www-form-urlencoded' --data 'username=player01&email=player01@example.com' >"$WORK/status"
BODY=$(cat "$WORK/body")
echo "    => HTTP $(cat "$WORK/status") $(answer)"
sleep 1
opslogin admin "$OPS_PASSWORD"
TOK=$OPS QUIET=1 call GET "/ops/api/outbox?to=player01@example.com"
LINK=$(jq -r '.value.items[0].body' <<<"$BODY" | grep -o 'https\?://[^ ]*resetToken=[A-Za-z0-9_-]*' | head -1 | sed 's/resetToken=.*/resetToken=<token>/')
echo "    the mail links to: $LINK"
verdict "hole 3b" "forgot password with Host: evil.example, development, no PUBLIC_URL" "link $LINK" \
  "$([[ $LINK == "http://localhost:$CP/"* ]] && echo yes || echo NO)"
stopserver "$PID_C"
BASE=$A

# ---------------------------------------------------------------------------------------------
section "Hole 3 (production without PUBLIC_URL: server E must refuse to start)"
EP=$((PORT + 4))
echo "  \$ NODE_ENV=production PORT=$EP DATA_DIR=<fresh> node $FLAGS apps/server/dist/main.mjs  (no PUBLIC_URL)"
timeout 60 env NODE_ENV=production PORT=$EP DATA_DIR="$WORK/e" OPS_ADMIN_PASSWORD="$OPS_PASSWORD" node $FLAGS apps/server/dist/main.mjs >"$WORK/E.log" 2>&1
RC=$?
echo "    => exit $RC: $(grep -i -m2 'PUBLIC_URL' "$WORK/E.log" | cut -c1-220)"
verdict "hole 3c" "start in production without PUBLIC_URL" "exit $RC, message names PUBLIC_URL" \
  "$([ "$RC" != 0 ] && [ "$RC" != 124 ] && grep -q PUBLIC_URL "$WORK/E.log" && echo yes || echo NO)"

# ---------------------------------------------------------------------------------------------
section "Hole 11 and the 2FA default: production, no SEED_DEMO, no OPS_REQUIRE_2FA (server D)"
DP=$((PORT + 3))
echo "  \$ NODE_ENV=production PUBLIC_URL=http://localhost:$DP PORT=$DP DATA_DIR=<fresh> node $FLAGS apps/server/dist/main.mjs"
startserver D "$DP" NODE_ENV=production PUBLIC_URL=http://localhost:$DP PORT=$DP DATA_DIR="$WORK/d" OPS_ADMIN_PASSWORD="$OPS_PASSWORD" \
  -- node $FLAGS apps/server/dist/main.mjs
BASE=http://localhost:$DP
echo "    start-up log: $(grep -o 'demo data[^"]*' "$WORK/D.log" | head -1)"
call POST /wps/session/login '{"type":"username","username":"player01","password":"player1234"}'
DEMO="$STATUS $(code)"
verdict "hole 11" "production start; log in player01/player1234" "$DEMO; log: $(grep -o 'demo data[^"]*' "$WORK/D.log" | head -1)" \
  "$([[ $DEMO == 401* ]] && echo yes || echo NO)"
call POST /ops/api/session "{\"username\":\"admin\",\"password\":\"$OPS_PASSWORD\"}"
T=$(jq -r '.value.token // empty' <<<"$BODY")
TOK=$T call GET /ops/api/members
M1="$STATUS $(code)"
TOK=$T call GET /ops/api/me
echo "    mustEnrolTwoFactor: $(jq -r .value.mustEnrolTwoFactor <<<"$BODY")"
verdict "hole 2c" "production default: admin logs in with the password, then GET /ops/api/members" "$M1 (must enrol first)" \
  "$([[ $M1 == "403 TWO_FACTOR_ENROLMENT_REQUIRED" ]] && echo yes || echo NO)"
stopserver "$PID_D"
BASE=$A

# ---------------------------------------------------------------------------------------------
section "Bug: npm start stopped by SIGTERM / SIGINT to npm's process left the server running"
FP=$((PORT + 5))
for sig in TERM INT; do
  echo "  \$ PORT=$FP DATA_DIR=<dir> npm start &   then: kill -$sig <npm's pid> (npm alone, not its group)"
  setsid env PORT=$FP DATA_DIR="$WORK/f" OPS_ADMIN_PASSWORD="$OPS_PASSWORD" npm start >"$WORK/F-$sig.log" 2>&1 &
  NPMPID=$!
  PIDS+=("$NPMPID")
  for _ in $(seq 1 1500); do curl -s -m 2 -o /dev/null "http://localhost:$FP/wps/system/status" && break; sleep 0.2; done
  SRV=$(pgrep -g "$NPMPID" -f 'apps/server/dist/main.mjs' | head -1)
  echo "    npm pid $NPMPID, server pid $SRV, answering: $(curl -s -o /dev/null -w '%{http_code}' "http://localhost:$FP/wps/system/status")"
  kill -"$sig" "$NPMPID"
  sleep 5
  ALIVE=$(kill -0 "$SRV" 2>/dev/null && echo running || echo gone)
  ANS=$(curl -s -m 2 -o /dev/null -w '%{http_code}' "http://localhost:$FP/wps/system/status")
  NPMALIVE=$(kill -0 "$NPMPID" 2>/dev/null && echo running || echo gone)
  echo "    5 s later: npm $NPMALIVE, server $ALIVE, port answers: $ANS"
  verdict "bug npm start SIG$sig" "kill -$sig <npm pid>" "npm $NPMALIVE, server $ALIVE, port $ANS" \
    "$([ "$ALIVE" = gone ] && [ "$ANS" = 000 ] && echo yes || echo NO)"
  stopserver "$NPMPID"
done

fi  # PROBE_ONLY_A

# ---------------------------------------------------------------------------------------------
section "Bug: npm ci printed EBADENGINE warnings"
LOGF=${NPM_CI_LOG:-/tmp/npmci.log}
if [ -f "$LOGF" ]; then
  N=$(grep -c EBADENGINE "$LOGF")
  echo "  \$ grep -c EBADENGINE $LOGF (saved $(date -r "$LOGF" -u +%FT%TZ), node $(node -v)) => $N"
  verdict "bug EBADENGINE" "grep -c EBADENGINE in a saved npm ci log" "$N warnings" "$([ "$N" = 0 ] && echo yes || echo NO)"
else
  verdict "bug EBADENGINE" "grep a saved npm ci log" "no log at $LOGF" "n/a"
fi

section "Bug: plain npm test skipped the Redis tests silently (not run here: no test suites on this machine)"
echo "  \$ redis-cli -u redis://127.0.0.1:6379 ping => $(redis-cli -u redis://127.0.0.1:6379 ping 2>&1)"
echo "  \$ grep -n 'Redis tests\\|SKIPPED' scripts/test.mjs"
grep -n "Redis tests\|SKIPPED: the Redis" scripts/test.mjs | sed 's/^/    /'
verdict "bug Redis skipped" "read scripts/test.mjs (npm test not run by hand)" "uses a local Redis when it answers, else prints SKIPPED" "n/a (code read)"

# ---------------------------------------------------------------------------------------------
echo
echo "== Summary"
echo
echo "| hole/bug | step | answer | closed? |"
echo "| --- | --- | --- | --- |"
while IFS=$'\t' read -r id step ans closed; do
  echo "| $id | $step | ${ans//|/\\|} | $closed |"
done <"$RESULTS"
OPEN=$(awk -F'\t' '$4 == "NO"' "$RESULTS" | wc -l)
echo
echo "still open: $OPEN"
