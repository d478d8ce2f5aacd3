"""Passwords: the rule of spec 01 §2.1 and argon2id hashing (argon2-cffi defaults, RFC 9106
low-memory profile: 64 MiB, 3 passes, 4 lanes).

Hashing costs about 0.1 s of CPU and 64 MiB, so it runs in a thread (the event loop keeps
serving) and at most ``MAX_CONCURRENT_HASHES`` run at once per process.
"""

import asyncio
import os
import weakref

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

MIN_LENGTH = 8
MAX_LENGTH = 128
MAX_CONCURRENT_HASHES = max(2, os.cpu_count() or 2)

_hasher = PasswordHasher()
# The hash of a random password nobody knows, made with the hasher's parameters.
DUMMY_HASH = (
    "$argon2id$v=19$m=65536,t=3,p=4$s1McVbKrQ6+R0J4QFd1GZQ$"
    "Bp0+YflogJvcbfmZ6eN9YjBrFP+OMP0PJXOgrWsuFVc"
)
_slots_by_loop: "weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Semaphore]" = (
    weakref.WeakKeyDictionary()
)


def _slots() -> asyncio.Semaphore:
    loop = asyncio.get_running_loop()
    slots = _slots_by_loop.get(loop)
    if slots is None:
        slots = _slots_by_loop[loop] = asyncio.Semaphore(MAX_CONCURRENT_HASHES)
    return slots


def rule_errors(password: str) -> list[str]:
    """Every rule the password breaks (empty when it is acceptable)."""
    errors = []
    if len(password) < MIN_LENGTH:
        errors.append(f"Password must be at least {MIN_LENGTH} characters long")
    if len(password) > MAX_LENGTH:
        errors.append(f"Password must be at most {MAX_LENGTH} characters long")
    if not any(c.isupper() for c in password):
        errors.append("Password must contain at least one uppercase letter")
    if not any(c.islower() for c in password):
        errors.append("Password must contain at least one lowercase letter")
    if not any(c.isdecimal() for c in password):
        errors.append("Password must contain at least one digit")
    if not any(not c.isalnum() and not c.isspace() for c in password):
        errors.append("Password must contain at least one special character")
    return errors


async def hash_password(password: str) -> str:
    async with _slots():
        return await asyncio.to_thread(_hasher.hash, password)


async def verify_password(password_hash: str | None, password: str) -> bool:
    """Check ``password`` against ``password_hash``; with no hash (unknown e-mail, phone-only
    account) a dummy hash with the same parameters is checked instead, so the answer takes
    the same time."""
    target = password_hash or DUMMY_HASH
    async with _slots():
        matched = await asyncio.to_thread(_verify, target, password)
    return matched and password_hash is not None


def needs_rehash(password_hash: str) -> bool:
    return _hasher.check_needs_rehash(password_hash)


def _verify(password_hash: str, password: str) -> bool:
    try:
        return _hasher.verify(password_hash, password)
    except (VerificationError, InvalidHashError):
        return False
