#!/bin/sh
# The user read at the server's own pace: one curl process for every page (its connection kept
# open), the pages after the first asked from the count the first gives, nothing parsed. What
# no client that reads the answers can beat. Usage: read-users-curl-one.sh BASE_URL PAGE_SIZE
# (token in MDM_TOKEN); prints the count.
set -eu
base=$1
size=$2
config=$(mktemp)
trap 'rm -f "$config"' EXIT
body() { echo "{\\\"getNonpagedCount\\\":true,\\\"limit\\\":$size,\\\"offset\\\":$1,\\\"sortOrder\\\":{\\\"sortFields\\\":[{\\\"name\\\":\\\"name\\\"}]}}"; }
request() {
  printf 'url = "%s/api/v1/security/users/baseInfo/query"\nrequest = "POST"\n' "$base"
  printf 'header = "content-type: application/json"\nheader = "X-User-Access-Token: %s"\n' "$MDM_TOKEN"
  printf 'data = "%s"\noutput = "/dev/null"\nsilent\nshow-error\nfail\n' "$(body "$1")"
}
total=$(curl -sS --fail -X POST "$base/api/v1/security/users/baseInfo/query" \
  -H 'content-type: application/json' -H "X-User-Access-Token: $MDM_TOKEN" \
  -d "{\"getNonpagedCount\":true,\"limit\":$size,\"offset\":0,\"sortOrder\":{\"sortFields\":[{\"name\":\"name\"}]}}" |
  grep -o '"\(total\|nonpagedCount\)":[0-9]*' | head -n 1 | cut -d: -f2)
offset=$size
while [ "$offset" -lt "$total" ]; do
  [ "$offset" -gt "$size" ] && echo next >>"$config"
  request "$offset" >>"$config"
  offset=$((offset + size))
done
[ -s "$config" ] && curl -K "$config"
echo "$total"
