"""What the screenshot scripts share: Qt offscreen on a laptop-sized screen, with throwaway preferences.

Import it before anything imports Qt. The window then opens as it would on a 1366×768 laptop (the
size the app is checked at); ``COMPANION_SHOT_SCREEN=1920x1080`` renders another size.
"""

import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(__file__).resolve().parent


def use_screen(width: int = 1366, height: int = 768) -> None:
    width, height = (int(n) for n in os.environ.get("COMPANION_SHOT_SCREEN", f"{width}x{height}").split("x"))
    folder = Path(tempfile.mkdtemp(prefix="companion-shots-"))
    screen = folder / "screen.json"
    screen.write_text(json.dumps({"windowFrameMargins": False, "screens": [
        {"name": "laptop", "x": 0, "y": 0, "width": width, "height": height, "logicalDpi": 96, "logicalBaseDpi": 96,
         "dpr": 1}]}))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={screen}"
    os.environ["COMPANION_CONFIG_DIR"] = str(folder / "config")
    sys.path.insert(0, str(ROOT))


use_screen()
