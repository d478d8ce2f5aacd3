"""Outgoing webhooks (spec 01 §4.11, §2.14; spec 02 §6.1): subscriptions, the signed
deliveries the worker makes of the outbox's events, and the events feed."""
