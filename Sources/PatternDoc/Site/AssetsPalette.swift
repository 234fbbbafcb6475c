extension SiteAssets {
    /// The colours, as CSS variables: light by default, dark under `[data-theme=dark]`, and
    /// dark by the system's setting when no script ran to set `data-theme` at all.
    ///
    /// Each text colour keeps a contrast of at least 4.5:1 on the backgrounds it is used on.
    static let palette = """
        :root {
          color-scheme: light;
          --font-text: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif;
          --font-code: ui-monospace, "SF Mono", SFMono-Regular, Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace;
          --header-height: 3.5rem;
          --radius: 8px;

          --bg: #ffffff;
          --fg: #1d2430;
          --muted: #5a6472;
          --border: #d8dee6;
          --surface: #f7f8fa;
          --hover: #eceff3;
          --link: #1f5fbf;
          --code-bg: #f5f7f9;
          --inline-code-bg: #eef1f4;
          --mark: #ffe58a;
          --mark-fg: #1d2430;
          --shadow: 0 8px 24px rgba(20, 30, 45, 0.16);
          --backdrop: rgba(20, 30, 45, 0.35);

          --compiled: #1d5fbf;
          --tested: #17753a;
          --output: #0b6e75;
          --fails: #7a3fb5;
          --warns: #835500;
          --skipped: #56616d;
          --failed: #c0262d;
          --preview: #b02a6e;

          --kw: #a3218f;
          --ty: #1e6b8a;
          --str: #b3261e;
          --num: #2d3fc7;
          --com: #5b6975;
          --attr: #835200;
          --kp: #2f7460;
          --dir: #9a4a12;
          --fn: #1c58a8;
        }

        [data-theme="dark"] {
        \(darkColors)
        }

        @media (prefers-color-scheme: dark) {
          :root:not([data-theme]) {
        \(darkColors)
          }
        }

        """

    private static let darkColors = """
          color-scheme: dark;
          --bg: #12151a;
          --fg: #dde3ea;
          --muted: #9aa5b1;
          --border: #2d343d;
          --surface: #171b21;
          --hover: #222831;
          --link: #7fb2ff;
          --code-bg: #1a1f26;
          --inline-code-bg: #232932;
          --mark: #6b5512;
          --mark-fg: #fff4cc;
          --shadow: 0 8px 24px rgba(0, 0, 0, 0.5);
          --backdrop: rgba(0, 0, 0, 0.55);

          --compiled: #7fb2ff;
          --tested: #6fd28a;
          --output: #5fd0cf;
          --fails: #c7a0ff;
          --warns: #e8c15a;
          --skipped: #a3adb8;
          --failed: #ff8a85;
          --preview: #ff8fc8;

          --kw: #ff7ab8;
          --ty: #6cd3f0;
          --str: #ff8f7a;
          --num: #d8c97a;
          --com: #8593a0;
          --attr: #e0a46c;
          --kp: #7fdcc0;
          --dir: #f0a35c;
          --fn: #7fb8ff;
        """
}
