"""What is kept in memory and when it goes stale: see README.md beside this file."""
