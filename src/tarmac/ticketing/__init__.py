"""Tickets with their value, coupons and their allowed moves, the e-ticket."""
