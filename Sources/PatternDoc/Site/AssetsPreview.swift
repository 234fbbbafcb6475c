extension SiteAssets {
    /// The rendered previews under code blocks (``PreviewFrames``): a phone-like frame per
    /// preview, and a legible look for every `cui-` class of the HTML inside it: stacks as flex
    /// rows and columns, buttons as pills in the accent colour, toggles as switches, lists as
    /// inset grouped rows, the tab bar at the bottom, the text styles and colours, a sheet as a
    /// card with a grab handle, text fields as rounded inputs.
    ///
    /// The preview has colours of its own, as variables on `.pd-previews`: light by default,
    /// dark under the same `[data-theme=dark]` and system-setting rules as the page's palette.
    /// Text keeps a contrast of at least 4.5:1 on the surfaces it is drawn on. Previews are
    /// snapshots: nothing in them reacts to the pointer.
    ///
    /// ```html
    /// <div class="pd-preview" inert><div class="cui-screen"><button class="cui-button">…</button></div></div>
    /// ```
    static let previews = """
        .pd-previews {
        \(previewLightColors)
          display: flex; flex-wrap: wrap; justify-content: center; gap: 1.5rem;
          padding: 1.25rem 1rem 1.5rem;
          background: var(--surface); border-top: 1px dashed var(--border);
        }
        [data-theme="dark"] .pd-previews {
        \(previewDarkColors)
        }
        @media (prefers-color-scheme: dark) {
          :root:not([data-theme]) .pd-previews {
        \(previewDarkColors)
          }
        }
        .pd-preview-frame { display: flex; flex-direction: column; gap: 0.5rem; flex: 1 1 300px; min-width: 0; max-width: 390px; margin: 0; }
        .pd-preview-title { font-size: 0.8rem; font-weight: 600; line-height: 1.4; text-align: center; color: var(--muted); }
        .pd-preview-device {
          position: relative; padding: 11px;
          background: var(--pv-bezel); border-radius: 48px;
          box-shadow: 0 0 0 1px var(--pv-bezel-edge), var(--shadow);
        }
        .pd-preview-device::before {
          content: ""; position: absolute; z-index: 1; top: 22px; left: 50%;
          width: 92px; height: 26px; margin-left: -46px;
          background: var(--pv-bezel); border-radius: 13px;
        }
        .pd-preview {
          display: flex; flex-direction: column; min-height: 22rem; overflow: hidden;
          padding: 3.4rem 1rem 1.25rem;
          font-family: -apple-system, system-ui, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif;
          font-size: 15px; line-height: 1.35; text-align: left; overflow-wrap: break-word;
          color: var(--pv-fg); background: var(--pv-bg); border-radius: 37px;
          pointer-events: none; user-select: none; -webkit-user-select: none;
        }
        .pd-preview :is(ul, li, h2, h3, p) { margin: 0; padding: 0; }
        .pd-preview :is(button, input, progress) { pointer-events: none; }

        .pd-preview .cui-screen { flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 0.75rem; min-width: 0; }
        .pd-preview .cui-screen:has(.cui-navigation-title, .cui-list, .cui-form, .cui-tab-view) { justify-content: flex-start; }
        .pd-preview :is(.cui-hstack, .cui-vstack, .cui-padding):has(.cui-spacer, .cui-list, .cui-form, .cui-toggle, .cui-stepper, .cui-picker, .cui-slider, .cui-progress, .cui-text-field) { align-self: stretch; }
        .pd-preview .cui-hstack { display: flex; flex-direction: row; align-items: center; gap: 0.5rem; min-width: 0; }
        .pd-preview .cui-hstack:not(:has(> .cui-spacer)) { flex-wrap: wrap; justify-content: center; }
        .pd-preview .cui-vstack { display: flex; flex-direction: column; align-items: center; gap: 0.5rem; min-width: 0; }
        .pd-preview .cui-vstack:has(> .cui-spacer) { align-self: stretch; flex: 1; }
        .pd-preview .cui-zstack { display: grid; place-items: center; }
        .pd-preview .cui-zstack > * { grid-area: 1 / 1; }
        .pd-preview .cui-spacer { flex: 1 1 0; min-width: 0.5rem; min-height: 0.5rem; }
        .pd-preview :is(.cui-font, .cui-color, .cui-bold, .cui-monospaced-digit) { display: contents; }
        .pd-preview .cui-padding { padding: 1rem; }
        .pd-preview .cui-bold { font-weight: 700; }
        .pd-preview .cui-monospaced-digit { font-variant-numeric: tabular-nums; }
        .pd-preview .cui-text { min-width: 0; }
        .pd-preview .cui-image {
          display: inline-block; line-height: 1;
          font-family: -apple-system, system-ui, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji", sans-serif;
        }
        .pd-preview .cui-label { display: inline-flex; align-items: center; gap: 0.45rem; }

        .pd-preview .cui-font-largeTitle { font-size: 2em; font-weight: 700; line-height: 1.15; letter-spacing: -0.01em; }
        .pd-preview .cui-font-title { font-size: 1.65em; font-weight: 600; line-height: 1.2; }
        .pd-preview .cui-font-title2 { font-size: 1.3em; font-weight: 600; line-height: 1.25; }
        .pd-preview .cui-font-title3 { font-size: 1.18em; font-weight: 600; }
        .pd-preview .cui-font-headline { font-size: 1em; font-weight: 650; }
        .pd-preview .cui-font-subheadline { font-size: 0.9em; }
        .pd-preview .cui-font-body { font-size: 1em; }
        .pd-preview .cui-font-callout { font-size: 0.94em; }
        .pd-preview .cui-font-footnote { font-size: 0.8em; }
        .pd-preview .cui-font-caption { font-size: 0.75em; }
        .pd-preview .cui-font-caption2 { font-size: 0.7em; }

        .pd-preview .cui-color-primary { color: var(--pv-fg); }
        .pd-preview :is(.cui-color-secondary, .cui-color-gray) { color: var(--pv-secondary); }
        .pd-preview :is(.cui-color-accent, .cui-color-blue) { color: var(--pv-link); }
        .pd-preview .cui-color-red { color: var(--pv-red); }
        .pd-preview .cui-color-orange { color: var(--pv-orange); }
        .pd-preview .cui-color-yellow { color: var(--pv-yellow); }
        .pd-preview .cui-color-green { color: var(--pv-green); }
        .pd-preview .cui-color-purple { color: var(--pv-purple); }

        .pd-preview .cui-navigation-title {
          align-self: stretch; margin: 0 0 0.25rem; padding: 0; border: 0;
          font-size: 2em; font-weight: 700; line-height: 1.15; letter-spacing: -0.01em; color: var(--pv-fg);
        }

        .pd-preview .cui-button {
          display: inline-flex; align-items: center; justify-content: center; gap: 0.35rem;
          min-width: 2.75rem; min-height: 2.25rem; margin: 0; padding: 0.4rem 1rem;
          font: inherit; font-weight: 600; line-height: 1.2;
          color: var(--pv-on-accent); background: var(--pv-accent);
          border: 0; border-radius: 999px;
        }
        .pd-preview .cui-button-destructive { background: var(--pv-destructive); }
        .pd-preview .cui-button-cancel { color: var(--pv-fg); background: var(--pv-fill); }
        .pd-preview [disabled] { opacity: 0.4; }

        .pd-preview .cui-text-field {
          display: block; width: 100%; min-width: 8rem; margin: 0; padding: 0.5rem 0.75rem;
          font: inherit; color: var(--pv-fg); background: var(--pv-card);
          border: 1px solid var(--pv-separator); border-radius: 10px;
        }
        .pd-preview .cui-text-field::placeholder { color: var(--pv-secondary); opacity: 1; }
        .pd-preview .cui-hstack > :is(.cui-text-field, .cui-slider, .cui-progress) { flex: 1; }
        .pd-preview .cui-vstack > .cui-text-field { align-self: stretch; }

        .pd-preview :is(.cui-toggle, .cui-stepper, .cui-picker) {
          display: flex; align-items: center; justify-content: space-between; gap: 0.75rem; align-self: stretch; min-width: 0;
        }
        .pd-preview .cui-toggle > input[role="switch"] {
          appearance: none; -webkit-appearance: none;
          position: relative; flex: none; width: 51px; height: 31px; margin: 0;
          background: var(--pv-switch-off); border: 0; border-radius: 999px;
        }
        .pd-preview .cui-toggle > input[role="switch"]::before {
          content: ""; position: absolute; top: 2px; left: 2px; width: 27px; height: 27px;
          background: #ffffff; border-radius: 50%; box-shadow: 0 2px 4px rgba(0, 0, 0, 0.25);
        }
        .pd-preview .cui-toggle > input[role="switch"]:checked { background: var(--pv-switch-on); }
        .pd-preview .cui-toggle > input[role="switch"]:checked::before { left: 22px; }
        .pd-preview .cui-stepper-buttons { display: inline-flex; flex: none; overflow: hidden; background: var(--pv-fill); border-radius: 9px; }
        .pd-preview .cui-stepper-buttons > button {
          width: 2.9rem; height: 2rem; margin: 0; padding: 0;
          font: inherit; font-size: 1.25em; line-height: 1; color: var(--pv-fg); background: none; border: 0;
        }
        .pd-preview .cui-stepper-buttons > button + button { border-left: 1px solid var(--pv-separator); }
        .pd-preview .cui-picker-value { display: inline-flex; align-items: center; gap: 0.3rem; color: var(--pv-link); }
        .pd-preview .cui-picker-value::after { content: "\\2195"; font-size: 0.85em; }
        .pd-preview .cui-slider { align-self: stretch; width: 100%; margin: 0.35rem 0; accent-color: var(--pv-accent); }
        .pd-preview .cui-progress { align-self: stretch; width: 100%; height: 0.4rem; accent-color: var(--pv-accent); }

        .pd-preview .cui-form { align-self: stretch; }
        .pd-preview .cui-list {
          display: flex; flex-direction: column; align-self: stretch; width: 100%; list-style: none;
          background: var(--pv-card); border-radius: 10px; overflow: hidden;
        }
        .pd-preview .cui-list:has(> .cui-section) { gap: 1.25rem; background: transparent; border-radius: 0; overflow: visible; }
        .pd-preview .cui-section { display: flex; flex-direction: column; list-style: none; }
        .pd-preview .cui-section-header {
          padding: 0 1rem 0.4rem; border: 0;
          font-size: 0.8em; font-weight: 400; line-height: 1.3; letter-spacing: 0.02em; text-transform: uppercase;
          color: var(--pv-secondary);
        }
        .pd-preview .cui-row { display: flex; align-items: center; gap: 0.75rem; min-height: 2.75rem; padding: 0.6rem 1rem; }
        .pd-preview .cui-row + .cui-row { box-shadow: inset 1rem 0 0 var(--pv-card), inset 0 1px 0 var(--pv-separator); }
        .pd-preview .cui-row > * { min-width: 0; }
        .pd-preview .cui-row > :is(.cui-hstack, .cui-text-field, .cui-toggle, .cui-stepper, .cui-picker, .cui-slider, .cui-progress) { flex: 1; }
        .pd-preview .cui-row > .cui-hstack { justify-content: flex-start; }
        .pd-preview .cui-row > .cui-vstack { align-items: flex-start; }
        .pd-preview .cui-row > .cui-button {
          flex: 1; justify-content: flex-start; min-height: 0; padding: 0;
          font-weight: 400; color: var(--pv-link); background: none; border-radius: 0;
        }
        .pd-preview .cui-row > .cui-button-destructive { color: var(--pv-red); }
        .pd-preview .cui-row > .cui-text-field { padding: 0; background: none; border: 0; border-radius: 0; }
        .pd-preview .cui-row .cui-label > .cui-image { color: var(--pv-link); }

        .pd-preview .cui-tab-view { flex: 1; display: flex; flex-direction: column; align-self: stretch; min-height: 18rem; margin: 0 -1rem -1.25rem; }
        .pd-preview .cui-tab-content {
          flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 0.75rem; padding: 0 1rem 1rem;
        }
        .pd-preview .cui-tab-content:has(.cui-navigation-title, .cui-list, .cui-form) { justify-content: flex-start; }
        .pd-preview .cui-tab-bar {
          display: flex; justify-content: space-around; gap: 0.25rem; padding: 0.45rem 0.5rem 1rem;
          background: var(--pv-bar); border-top: 1px solid var(--pv-separator);
        }
        .pd-preview .cui-tab {
          display: flex; flex: 1; flex-direction: column; align-items: center; gap: 0.1rem;
          font-size: 0.7em; font-weight: 500; text-align: center; color: var(--pv-secondary);
        }
        .pd-preview .cui-tab .cui-label { flex-direction: column; gap: 0.15rem; }
        .pd-preview .cui-tab .cui-image { font-size: 1.8em; }
        .pd-preview .cui-tab-selected { font-weight: 650; color: var(--pv-link); }

        .pd-preview .cui-sheet {
          position: relative; display: flex; flex-direction: column; align-items: center; align-self: stretch; gap: 0.75rem;
          min-height: 12rem; margin: auto -1rem -1.25rem; padding: 1.75rem 1rem 1.25rem;
          background: var(--pv-card); border-radius: 14px 14px 0 0;
          box-shadow: 0 -6px 24px rgba(0, 0, 0, 0.18);
        }
        .pd-preview .cui-sheet::before {
          content: ""; position: absolute; top: 0.5rem; left: 50%; width: 36px; height: 5px; margin-left: -18px;
          background: var(--pv-handle); border-radius: 3px;
        }
        .pd-preview .cui-screen:has(> .cui-sheet) > :not(.cui-sheet) { opacity: 0.45; }
        .pd-preview :is(.cui-full-screen-cover, .cui-popover) {
          display: flex; flex-direction: column; align-items: center; align-self: stretch; gap: 0.75rem;
          padding: 1.25rem 1rem; background: var(--pv-card); border-radius: 14px;
          box-shadow: 0 6px 24px rgba(0, 0, 0, 0.18);
        }
        .pd-preview .cui-full-screen-cover { flex: 1; margin: -1.25rem -1rem; border-radius: 0; }
        .pd-preview .cui-screen:has(> :is(.cui-full-screen-cover, .cui-popover)) > :not(.cui-full-screen-cover, .cui-popover) { opacity: 0.45; }

        .pd-preview .cui-navigation-stack { display: flex; flex-direction: column; align-items: stretch; align-self: stretch; gap: 0.75rem; }
        .pd-preview .cui-navigation-bar { display: flex; align-items: center; min-height: 1.5rem; }
        .pd-preview .cui-back { color: var(--pv-link); font-weight: 500; }
        .pd-preview .cui-toolbar { display: flex; justify-content: flex-end; gap: 0.5rem; align-self: stretch; }
        .pd-preview .cui-toolbar .cui-button { min-height: 0; padding: 0.2rem 0.4rem; color: var(--pv-link); background: none; }
        .pd-preview .cui-navigation-link {
          display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; align-self: stretch;
          color: var(--pv-link);
        }
        .pd-preview .cui-row > .cui-navigation-link { flex: 1; color: var(--pv-fg); }
        .pd-preview .cui-chevron { color: var(--pv-secondary); font-size: 1.2em; }

        .pd-preview :is(.cui-alert, .cui-confirmation-dialog) {
          display: flex; flex-direction: column; align-items: stretch; gap: 0.5rem; align-self: center;
          width: min(100%, 270px); margin: auto; padding: 1rem 1rem 0.75rem; text-align: center;
          background: var(--pv-card); border-radius: 14px; box-shadow: 0 8px 32px rgba(0, 0, 0, 0.3);
        }
        .pd-preview .cui-confirmation-dialog { align-self: stretch; width: auto; margin: auto 0 0; }
        .pd-preview .cui-alert-title { margin: 0; font-size: 1em; font-weight: 650; color: var(--pv-fg); }
        .pd-preview .cui-alert-message { margin: 0; font-size: 0.85em; color: var(--pv-secondary); }
        .pd-preview .cui-alert-buttons { display: flex; flex-direction: column; gap: 0.4rem; margin-top: 0.25rem; }
        .pd-preview .cui-screen:has(> :is(.cui-alert, .cui-confirmation-dialog)) > :not(.cui-alert, .cui-confirmation-dialog) { opacity: 0.45; }

        """

    /// The preview's light colours.
    private static let previewLightColors = """
          --pv-bezel: #1d1d1f;
          --pv-bezel-edge: #55555a;
          --pv-bg: #f2f2f7;
          --pv-card: #ffffff;
          --pv-bar: #f9f9fb;
          --pv-fg: #111114;
          --pv-secondary: #5f5f66;
          --pv-separator: #c6c6c8;
          --pv-fill: #e3e3e8;
          --pv-handle: #b5b5ba;
          --pv-accent: #0a60d0;
          --pv-on-accent: #ffffff;
          --pv-link: #0a60d0;
          --pv-destructive: #c4281c;
          --pv-red: #c4281c;
          --pv-orange: #a94f00;
          --pv-yellow: #7a5e00;
          --pv-green: #17733a;
          --pv-purple: #7b3bb5;
          --pv-switch-on: #248a3d;
          --pv-switch-off: #d1d1d6;
        """

    /// The preview's dark colours.
    private static let previewDarkColors = """
          --pv-bezel: #34343a;
          --pv-bezel-edge: #4c4c53;
          --pv-bg: #000000;
          --pv-card: #1c1c1e;
          --pv-bar: #141416;
          --pv-fg: #f5f5f7;
          --pv-secondary: #a1a1a8;
          --pv-separator: #38383a;
          --pv-fill: #2c2c2e;
          --pv-handle: #5a5a5f;
          --pv-accent: #0a64d8;
          --pv-on-accent: #ffffff;
          --pv-link: #5aaaff;
          --pv-destructive: #c4281c;
          --pv-red: #ff6b61;
          --pv-orange: #ffa94d;
          --pv-yellow: #ffd60a;
          --pv-green: #4cd964;
          --pv-purple: #c89bff;
          --pv-switch-on: #30d158;
          --pv-switch-off: #3a3a3e;
        """
}
