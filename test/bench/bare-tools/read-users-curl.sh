#!/bin/sh
# The user read as the issue states it: every user with curl, in pages of the CLI's size, one
# curl per page as a shell loop runs it (the next offset after the answer, to the count the
# answer gives). Usage: read-users-curl.sh BASE_URL PAGE_SIZE (token in MDM_TOKEN); prints the
# offset it stopped at. A call that fails, or an answer without a count, ends it (exit 1).
set -eu
base=$1
size=$2
page=$(mktemp)
trap 'rm -f "$page"' EXIT
offset=0
total=1
while [ "$offset" -lt "$total" ]; do
  curl -sS --fail -X POST "$base/api/v1/security/users/baseInfo/query" \
    -H 'content-type: application/json' -H "X-User-Access-Token: $MDM_TOKEN" \
    -d "{\"getNonpagedCount\":true,\"limit\":$size,\"offset\":$offset,\"sortOrder\":{\"sortFields\":[{\"name\":\"name\"}]}}" \
    -o "$page"
  total=$(grep -o '"\(total\|nonpagedCount\)":[0-9]*' "$page" | head -n 1 | cut -d: -f2)
  [ -n "$total" ] || { echo "no count in the page at offset $offset" >&2 && exit 1; }
  offset=$((offset + size))
done
echo "$offset"
