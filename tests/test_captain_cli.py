"""``companion captain solve``: the contract other tools rely on (docs/captain.md)."""

import json
import subprocess
import sys
from fractions import Fraction

import pytest

from companion.app import main
from companion.model.captain.advice import CaptainInput, evaluate
from companion.model.captain.matrix import MatrixFileError, read_csv, write_csv

GOOD = ",Franz,Greta,Hans\nAnna,12,8,15\nBruno,9,13.5,10\nCarla,14,10,9\n"


def run(tmp_path, capsys, content: bytes | str, *options: str):
    path = tmp_path / "matrix.csv"
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    status = main(["captain", "solve", str(path), *options])
    out, err = capsys.readouterr()
    return status, out, err


def test_json_is_the_value_and_both_defenders_mixes(tmp_path, capsys):
    status, out, err = run(tmp_path, capsys, GOOD, "--json")
    assert status == 0 and err == ""
    data = json.loads(out)
    assert set(data) == {"value", "ours", "theirs"}
    expected = evaluate(CaptainInput(read_csv(GOOD.encode())))
    assert data["value"] == float(expected.value) and isinstance(data["value"], float)
    assert list(data["ours"]) == ["Anna", "Bruno", "Carla"] and list(data["theirs"]) == ["Franz", "Greta", "Hans"]
    for side, advice in (("ours", expected.ours), ("theirs", expected.theirs)):
        assert sum(data[side].values()) == 1.0
        assert all(abs(data[side][name] - float(p)) < 1e-15 for name, p in zip(advice.labels, advice.mix, strict=True))
    assert out.count("\n") == 1


def test_the_text_form_prints_the_value_and_the_first_steps_table(tmp_path, capsys):
    status, out, _ = run(tmp_path, capsys, GOOD)
    expected = evaluate(CaptainInput(read_csv(GOOD.encode())))
    assert status == 0
    assert f"our expected total {float(expected.value):.3f} of 60" in out
    lines = out.splitlines()
    anna = next(line for line in lines if line.strip().startswith("Anna"))
    assert f"{float(expected.ours.mix[0]) * 100:.2f}%" in anna and str(expected.ours.mix[0]) in anna
    assert any(line.strip().startswith("their defender") for line in lines)


BAD = [
    ("not square: a short row", ",A,B,C\nX,1,2,3\nY,3,4\nZ,1,1,1\n", 3, 4),
    ("not square: a long row", ",A,B\nX,1,2,7\nY,3,4\n", 2, 4),
    ("not square: a row too many", ",A,B\nX,1,2\nY,3,4\nZ,1,1\n", 4, 1),
    ("not square: a row too few", ",A,B,C\nX,1,2,3\nY,3,4,5\n", 4, 1),
    ("a number over 20", ",A,B\nX,1,20.5\nY,3,4\n", 2, 3),
    ("a negative number", ",A,B\nX,1,2\nY,-1,4\n", 3, 2),
    ("not a number", ",A,B\nX,1,2\nY,3,four\n", 3, 3),
    ("an empty cell", ",A,B\nX,1,\nY,3,4\n", 2, 3),
    ("a decimal comma in a comma file", ',A,B\nX,1,"2,5"\nY,3,4\n', 2, 3),
    ("their name twice", ",A,A\nX,1,2\nY,3,4\n", 1, 3),
    ("our name twice", ",A,B\nX,1,2\nX,3,4\n", 3, 1),
    ("an empty file", "", 1, 1),
    ("a blank file", "\n\n", 1, 1),
    ("one player", ",A\nX,1\n", 1, 3),
    ("nine players", "," + ",".join("ABCDEFGHI") + "\n", 1, 10),
]


@pytest.mark.parametrize("name, content, row, column", BAD, ids=[case[0] for case in BAD])
def test_a_bad_matrix_is_one_line_naming_its_row_and_column_and_exit_2(tmp_path, capsys, name, content, row, column):
    status, out, err = run(tmp_path, capsys, content, "--json")
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and "Traceback" not in err
    assert f"row {row}, column {column}: " in err


def test_an_undecodable_file_names_the_row_and_column_of_its_bad_byte(tmp_path, capsys):
    status, _, err = run(tmp_path, capsys, b",A,B\nX,1,2\nY,3,\xff4\n")
    assert status == 2 and "row 3, column 3: not text in UTF-8" in err and err.count("\n") == 1


def test_in_a_process_of_its_own_there_is_no_traceback(tmp_path):
    path = tmp_path / "bad.csv"
    path.write_text(",A,B\nX,1,2\nY,3,99\n")
    run_ = subprocess.run([sys.executable, "-m", "companion.app", "captain", "solve", str(path), "--json"],
                          capture_output=True, text=True, timeout=120)
    assert run_.returncode == 2 and run_.stdout == ""
    assert run_.stderr.strip().endswith("row 3, column 3: 99 is outside 0 to 20") and run_.stderr.count("\n") == 1


def test_a_spreadsheets_csv_is_read_too():
    """Semicolons and decimal commas (Italian and Czech Excel), a byte-order mark, blank lines, trailing empty cells."""
    matrix = read_csv("\ufeff;A;B;;\r\nX;1,5;2;\r\n\r\nY;3;4\r\n".encode())
    assert matrix.scores == ((Fraction(3, 2), 2), (3, 4)) and matrix.theirs == ("A", "B")


def test_what_is_written_is_read_back():
    matrix = read_csv(GOOD.encode())
    assert read_csv(write_csv(matrix).encode()) == matrix
    with pytest.raises(MatrixFileError):
        read_csv(write_csv(matrix).replace("13.5", "x").encode())
