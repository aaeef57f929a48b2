"""Prints a loopback port that is free now and that the kernel never hands out by itself.

    python3 scripts/lib/free_port.py

For a server that cannot pick its own port (nginx) or that must get the same port back after a
restart (a PostgreSQL cluster stopped and started again, a Visor killed with SIGKILL and started
again): a port from bind(0) lies in the ephemeral range (/proc/sys/net/ipv4/ip_local_port_range),
where any outgoing connection on the machine can take it as its local port while the server is not
holding it. Below that range only an explicit bind can, so the port is drawn at random there, from
10000 up, and checked bindable. A server that can pick its own port should use port 0 instead.
"""

import random
import socket


def ephemeral_low() -> int:
    try:
        with open("/proc/sys/net/ipv4/ip_local_port_range") as f:
            return int(f.read().split()[0])
    except (OSError, ValueError, IndexError):
        return 32768


def free_port() -> int:
    low, high = 10000, max(ephemeral_low(), 10001)
    for _ in range(200):
        port = random.randrange(low, high)
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    with socket.socket() as s:  # everything tried was busy: the kernel's choice, as before
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


if __name__ == "__main__":
    print(free_port())
