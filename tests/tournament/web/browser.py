"""The system's headless Chromium driven by Playwright, for the phones' pages (never Playwright's own browser
download): ``/usr/bin/chromium`` (Debian's package; ``.ci/run`` installs it when it is missing).

A browser that is missing or cannot start fails the tests; only a developer who says so (``COMPANION_NO_BROWSER=1``)
skips them, and never in CI (``CI`` set), where they must run."""

import os
import shutil

import pytest

CHROMIUM = os.environ.get("COMPANION_CHROMIUM", "/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
PHONE = {"width": 390, "height": 844}


def launch(playwright):
    if os.environ.get("COMPANION_NO_BROWSER") == "1" and not os.environ.get("CI"):
        pytest.skip("COMPANION_NO_BROWSER=1: the browser tests were left out on purpose")
    if not shutil.which(CHROMIUM):
        pytest.fail(f"no Chromium at {CHROMIUM}: apt-get install chromium (or set COMPANION_NO_BROWSER=1 to leave "
                    f"the browser tests out, outside CI)")
    try:
        return playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
    except Exception as error:  # Playwright's own error: the browser is there but does not start
        pytest.fail(f"Chromium at {CHROMIUM} did not start: {str(error).splitlines()[0]}")


def phone_page(browser, language: str = "en", dark: bool = False, width: int = PHONE["width"]):
    context = browser.new_context(viewport={**PHONE, "width": width}, device_scale_factor=2, is_mobile=True,
                                  has_touch=True,
                                  locale={"en": "en-GB", "it": "it-IT", "cs": "cs-CZ"}[language],
                                  extra_http_headers={"Accept-Language": language},
                                  color_scheme="dark" if dark else "light")
    context.set_default_timeout(8000)
    return context.new_page()
