import pytest

from tarmac.core.language import from_accept_language


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("en", "en"),
        ("ky-KG, ru;q=0.8", "ky"),
        ("en-US,en;q=0.9", "en"),
        ("de, en;q=0.5, ky;q=0.7", "ky"),
        ("EN-gb", "en"),
        ("ru;q=0.5, en;q=0.5", "ru"),  # a tie goes to the earlier one
        ("de, fr;q=0.9", None),
        ("en;q=0, ky;q=0.1", "ky"),
        ("en;q=high, ru;q=0.2", "ru"),
        ("*", None),
        ("", None),
        (None, None),
    ],
)
def test_the_first_spoken_language_by_q_value(header, expected):
    assert from_accept_language(header) == expected
