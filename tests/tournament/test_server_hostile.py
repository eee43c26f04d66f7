"""A server's address and a server's answers as an attacker or bad luck would give them: a password holding an
unencoded ``@``, a server that answers one byte at a time. Each is one line (exit 2) and changes nothing."""

import socket


def test_an_address_with_two_at_signs_is_refused_without_showing_or_looking_up_its_host(run, monkeypatch):
    """An unencoded ``@`` in a password: the part after it is no host name, and the address holds the password."""
    looked_up = []

    def lookup(*arguments, **options):
        looked_up.append(arguments)
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

    monkeypatch.setattr(socket, "getaddrinfo", lookup)
    address = "postgresql://desk:TopSecret@127.0.0.1@127.0.0.1/spring"
    for arguments in (("show", address), ("standings", address, "--json"), ("add-player", address, "Ann"),
                      ("copy", address, "spring.companion-event")):
        status, out, err = run(*arguments)
        assert (status, out) == (2, "") and err.count("\n") == 1, err
        assert "holds more than one @ before its host" in err and "%40" in err, err
        assert "TopSecret" not in err and "127.0.0.1" not in err, err
    assert looked_up == []
