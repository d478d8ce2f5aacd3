"""Tarmac: the HTTP API of an airline reservation platform."""

__version__ = "0.1.0"
