"""A phone as the tests drive it: plain HTTP to the server on 127.0.0.1 (the standard library's client), the JSON
API, the forms of the pages, and the live pages' events."""

import http.client
import json
import re
import time
import urllib.parse
import uuid
from collections.abc import Iterator


class Answer:
    def __init__(self, status: int, headers: dict[str, str], body: bytes):
        self.status = status
        self.headers = headers
        self.body = body

    @property
    def text(self) -> str:
        return self.body.decode("utf-8")

    def json(self):
        return json.loads(self.body)

    def __repr__(self) -> str:
        return f"Answer({self.status}, {self.body[:300]!r})"


class Phone:
    def __init__(self, base: str, token: str | None = None):
        self.base = base
        self.token = token
        parts = urllib.parse.urlsplit(base)
        self.host, self.port = parts.hostname, parts.port
        self.cookies: dict[str, str] = {}

    def request(self, method: str, path: str, body: bytes | None = None, headers: dict[str, str] | None = None,
                timeout: float = 10) -> Answer:
        connection = http.client.HTTPConnection(self.host, self.port, timeout=timeout)
        try:
            sent = dict(headers or {})
            if self.cookies and "cookie" not in {key.lower() for key in sent}:
                sent["Cookie"] = "; ".join(f"{key}={value}" for key, value in self.cookies.items())
            connection.request(method, path, body=body, headers=sent)
            response = connection.getresponse()
            answer = Answer(response.status, {key.lower(): value for key, value in response.getheaders()},
                            response.read())
            for key, value in response.getheaders():
                if key.lower() == "set-cookie":
                    name, _, rest = value.partition("=")
                    self.cookies[name] = rest.split(";")[0]
            return answer
        finally:
            connection.close()

    def get(self, path: str, **headers: str) -> Answer:
        return self.request("GET", path, headers=headers)

    def post_json(self, path: str, body, content_type: str = "application/json", **headers: str) -> Answer:
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        return self.request("POST", path, data, {"Content-Type": content_type, **headers})

    def post_form(self, path: str, fields: dict[str, str], **headers: str) -> Answer:
        return self.request("POST", path, urllib.parse.urlencode(fields).encode(),
                            {"Content-Type": "application/x-www-form-urlencoded", **headers})

    # --- the JSON API of the phone's own player ---------------------------------------------------

    def state(self) -> dict:
        answer = self.get("/api/state")
        assert answer.status == 200, answer
        return answer.json()

    def me(self) -> Answer:
        return self.get(f"/api/p/{self.token}")

    def report(self, table: int, scores, conceded=None, round_number: int = 1, request_id: str | None = None):
        return self.post_json(f"/api/p/{self.token}/report", {
            "round": round_number, "table": table, "scores": [str(score) for score in scores], "conceded": conceded,
            "request_id": request_id or uuid.uuid4().hex})

    def confirm(self, table: int, round_number: int = 1, request_id: str | None = None):
        return self.post_json(f"/api/p/{self.token}/confirm", {"round": round_number, "table": table,
                                                               "request_id": request_id or uuid.uuid4().hex})

    def dispute(self, table: int, round_number: int = 1, request_id: str | None = None):
        return self.post_json(f"/api/p/{self.token}/dispute", {"round": round_number, "table": table,
                                                               "request_id": request_id or uuid.uuid4().hex})

    def check_in(self, request_id: str | None = None):
        return self.post_json(f"/api/p/{self.token}/check-in", {"request_id": request_id or uuid.uuid4().hex})

    # --- the pages' forms --------------------------------------------------------------------------

    def form_fields(self, html: str, action: str) -> dict[str, str]:
        """The hidden fields of the page's form posting to ``action``."""
        found = re.search(r'<form action="' + re.escape(action) + r'"[^>]*>(.*?)</form>', html, re.S)
        assert found, f"no form to {action}"
        return dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', found[1]))

    def live(self, path: str, timeout: float = 10) -> Iterator[dict]:
        """The live page's messages, as they come (comment lines skipped); connected before this returns."""
        connection = http.client.HTTPConnection(self.host, self.port, timeout=timeout)
        connection.request("GET", path, headers={"Accept": "text/event-stream"})
        response = connection.getresponse()
        assert response.status == 200, response.read()

        def messages() -> Iterator[dict]:
            try:
                while True:
                    line = response.fp.readline()
                    if not line:
                        return
                    if line.startswith(b"data: "):
                        yield json.loads(line[6:])
            finally:
                connection.close()

        return messages()


def wait_until(condition, timeout: float = 5.0, interval: float = 0.05):
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(interval)
