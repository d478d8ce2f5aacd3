"""Fixtures of the back-office tests shared with other folders."""

from tests.content.feed_server import closed_port_url, feed_server

__all__ = ["closed_port_url", "feed_server"]
