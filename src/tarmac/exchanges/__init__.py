"""Ticket exchange (spec 01 §4.6)."""
