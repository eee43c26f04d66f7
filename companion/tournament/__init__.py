"""The tournament desk: events, players, Swiss pairing, results scored by each game's rules, standings.

``event`` holds the plain data; ``scoring``, ``standings`` and ``pairing`` are
Qt-free, database-free rules over it; ``store`` keeps an event in SQLite (or a
PostgreSQL server) with every action one transaction; ``cli`` is ``companion
event``; ``gui`` is the desk's tab.
"""
