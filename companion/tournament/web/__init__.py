"""The players' phones: a small web server for one open event, on the venue's own network, with no internet and no
accounts (issue 23). Qt-free; loaded only when it is started (``companion event serve``, File → Players' phones…).

- ``app``: the routes and the assets, behind ``guard`` (body limit, rate limits, same-origin posts, headers);
- ``pages``: the HTML pages and their forms; ``api``: the JSON API; ``streams``: the live pages' connections;
- ``site``: what the pages share (templates, language, PIN); ``texts``: the pages' words in English, Italian and
  Czech; ``view``: the event as the pages show it, per revision; ``live``: that view kept up to date;
- ``serve``: uvicorn in the foreground or on a thread (QR codes of the links: ``companion.tournament.qr``).

The rules are the desk's (``companion.tournament.phones``, ``scoring``, ``standings``, ``rules``) and every change
goes through the store, as a desk's does: a page holds no rule of its own.
"""
