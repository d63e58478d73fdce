#!/bin/sh
# The edge's command in compose: nginx resolves the replicas' name at request time through
# the container network's DNS server, whose address is only known inside the container
# (the first nameserver of /etc/resolv.conf: 127.0.0.11 under Docker, the network's gateway
# under podman), so it is written to /tmp/arbiter-resolver.conf before nginx starts.
set -eu
ns=$(awk '$1 == "nameserver" { print $2; exit }' /etc/resolv.conf)
[ -n "$ns" ] || { echo "start.sh: no nameserver in /etc/resolv.conf" >&2; exit 1; }
case $ns in *:*) ns="[$ns]" ;; esac
echo "resolver $ns valid=2s ipv6=off;" > /tmp/arbiter-resolver.conf
exec nginx -p /tmp/ -c /etc/nginx/arbiter/nginx.conf -e stderr -g 'daemon off;'
