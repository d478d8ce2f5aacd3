"""Bookings: passengers, seats, drafts, the e-ticket."""
