"""Message templates: plain files under ``templates/<name>/`` rendered with ``string.Template``
(``$name`` placeholders, no logic), one set per language (``ru``, ``en``, ``ky``).

An e-mail template is three files, ``<lang>.subject.txt``, ``<lang>.txt`` (plain text) and
``<lang>.html`` (values are HTML-escaped there, and ``$subject`` is available); an SMS
template is ``<lang>.sms.txt``. A language without its own files falls back to ``ru``. A
placeholder without a value is an error (``KeyError``), so a template and its caller cannot
drift apart silently.
"""

import html
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from string import Template
from typing import Any

from tarmac.core.language import DEFAULT_LANGUAGE, LANGUAGES

TEMPLATE_DIR = Path(__file__).parent / "templates"


@dataclass(frozen=True)
class RenderedEmail:
    subject: str
    text: str
    html: str


def language_or_default(language: str | None) -> str:
    return language if language in LANGUAGES else DEFAULT_LANGUAGE


@lru_cache(maxsize=256)
def _load(name: str, language: str, suffix: str) -> Template:
    for lang in dict.fromkeys((language_or_default(language), DEFAULT_LANGUAGE)):
        path = TEMPLATE_DIR / name / f"{lang}.{suffix}"
        if path.is_file():
            return Template(path.read_text(encoding="utf-8"))
    raise LookupError(f"No template {name}/{language}.{suffix}")


def _strings(values: dict[str, Any]) -> dict[str, str]:
    return {key: "" if value is None else str(value) for key, value in values.items()}


def render_email(name: str, language: str, values: dict[str, Any]) -> RenderedEmail:
    plain = _strings(values)
    subject = " ".join(_load(name, language, "subject.txt").substitute(plain).split())
    text = _load(name, language, "txt").substitute(plain).strip() + "\n"
    escaped = {key: html.escape(value) for key, value in {**plain, "subject": subject}.items()}
    body = _load(name, language, "html").substitute(escaped)
    return RenderedEmail(subject=subject, text=text, html=body)


def render_sms(name: str, language: str, values: dict[str, Any]) -> str:
    return _load(name, language, "sms.txt").substitute(_strings(values)).strip()
