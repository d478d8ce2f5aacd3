"""Outgoing e-mail and SMS: an outbox of rendered messages that the worker delivers.

Requests never talk to an SMTP server or an SMS gateway: they queue a message (``service``)
in their own transaction, and the worker (``tasks``) sends it after commit, retrying with
backoff. A message is never deleted.
"""
