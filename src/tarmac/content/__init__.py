"""Public airline content (profile, pages, banners, info blocks, destination ads, app links)
and display-only exchange rates (internal and National Bank of the Kyrgyz Republic)."""
