extension SiteAssets {
    /// The page's content: text, headings with anchors, tables, and the code figures the
    /// renderer writes, each with a toolbar of verification badges and a copy button:
    ///
    /// ```html
    /// <h2 id="usage"><a class="anchor" href="#usage" aria-label="Link to this section">#</a>Usage</h2>
    /// <figure class="code" id="block-0"><div class="code-toolbar">
    ///   <a class="badge badge-tested" href="…">tested</a><a class="example-link" href="…">Runnable example</a>
    ///   <button class="copy" type="button">Copy</button></div>
    ///   <pre><code class="language-swift"><span class="kw">let</span> x = <span class="num">1</span></code></pre>
    ///   <details class="compiler-message" open><summary>Compiler message</summary><pre>…</pre></details>
    /// </figure>
    /// <figure class="code output" id="block-1"><figcaption>Output</figcaption><pre><code>…</code></pre></figure>
    /// ```
    static let content = """
        .page { overflow-wrap: break-word; }
        .page :is(h1, h2, h3, h4) { position: relative; margin: 2rem 0 0.75rem; line-height: 1.25; font-weight: 650; }
        .page h1 { margin-top: 0; font-size: 2rem; letter-spacing: -0.01em; }
        .page h2 { margin-top: 2.5rem; padding-bottom: 0.3rem; font-size: 1.45rem; border-bottom: 1px solid var(--border); }
        .page h3 { font-size: 1.2rem; }
        .page h4 { font-size: 1rem; }
        :is(h1, h2, h3, h4) > a.anchor {
          position: absolute; right: 100%; padding-right: 0.3rem;
          font-size: 0.8em; font-weight: 400; color: var(--muted); text-decoration: none;
          opacity: 0; transition: opacity 0.15s;
        }
        :is(h1, h2, h3, h4):hover > a.anchor, :is(h1, h2, h3, h4) > a.anchor:focus-visible { opacity: 1; }
        :is(h1, h2, h3, h4) > a.anchor:hover { color: var(--link); }

        .page :is(p, ul, ol, dl, blockquote, table) { margin: 0 0 1rem; }
        .page :is(ul, ol) { padding-left: 1.5rem; }
        .page li + li { margin-top: 0.25rem; }
        .page blockquote {
          padding: 0.5rem 1rem; color: var(--muted); background: var(--surface);
          border-left: 4px solid var(--border); border-radius: 0 var(--radius) var(--radius) 0;
        }
        .page blockquote > :last-child { margin-bottom: 0; }
        .page aside.aside {
          margin: 0 0 1rem; padding: 0.6rem 1rem; background: var(--surface);
          border-left: 4px solid var(--aside, var(--compiled)); border-radius: 0 var(--radius) var(--radius) 0;
        }
        .page aside.aside > :last-child { margin-bottom: 0; }
        .page aside.aside > p.aside-title { margin: 0 0 0.25rem; font-weight: 600; color: var(--aside, var(--compiled)); }
        .page aside.aside-note { --aside: var(--compiled); }
        .page aside.aside-important { --aside: var(--warns); }
        .page aside.aside-warning { --aside: var(--failed); }
        .page aside.aside-tip { --aside: var(--tested); }
        .page aside.aside-experiment { --aside: var(--fails); }
        .page code.symbol, .page a.symbol code { font-weight: 600; }
        .page p.snippet-file { margin: 0 0 0.25rem; font-size: 0.85rem; color: var(--muted); }
        .page hr { margin: 2rem 0; border: 0; border-top: 1px solid var(--border); }
        .page img { max-width: 100%; height: auto; }
        .page table { display: block; max-width: 100%; overflow-x: auto; border-collapse: collapse; }
        .page :is(th, td) { padding: 0.45rem 0.75rem; text-align: left; vertical-align: top; border: 1px solid var(--border); }
        .page th { font-weight: 600; background: var(--surface); }
        mark { color: var(--mark-fg); background: var(--mark); }

        code, kbd, pre { font-family: var(--font-code); }
        .page :not(pre) > code {
          padding: 0.12em 0.35em; font-size: 0.875em; overflow-wrap: anywhere;
          background: var(--inline-code-bg); border-radius: 4px;
        }
        kbd {
          padding: 0.1em 0.4em; font-size: 0.85em; background: var(--surface);
          border: 1px solid var(--border); border-bottom-width: 2px; border-radius: 4px;
        }
        pre {
          margin: 0 0 1rem; padding: 0.9rem 1rem; overflow-x: auto;
          font-size: 0.85rem; line-height: 1.55; tab-size: 4;
          background: var(--code-bg); border-radius: var(--radius);
        }
        pre code { padding: 0; font-size: inherit; background: none; }

        figure.code {
          margin: 1.25rem 0 1.5rem; overflow: hidden;
          background: var(--code-bg); border: 1px solid var(--border); border-radius: var(--radius);
        }
        figure.code > pre { margin: 0; border-radius: 0; }
        figure.code:has(.badge-failed) { border-color: var(--failed); }
        .code-toolbar, figure.output > figcaption {
          display: flex; flex-wrap: wrap; align-items: center; gap: 0.35rem;
          min-height: 2.25rem; padding: 0.3rem 0.4rem 0.3rem 0.75rem;
          font-size: 0.75rem; line-height: 1.5; color: var(--muted);
          border-bottom: 1px solid var(--border);
        }
        figure.output { margin-top: -0.75rem; border-style: dashed; background: var(--bg); }
        figure.output > figcaption { min-height: 0; padding-block: 0.25rem; font-weight: 600; letter-spacing: 0.03em; text-transform: uppercase; }
        figure.output > pre { background: transparent; }
        .code-toolbar { flex-wrap: nowrap; }
        .code-toolbar > .badge { min-width: 0; }
        .example-link { flex: none; font-size: 0.75rem; white-space: nowrap; }
        button.copy {
          flex: none; margin-left: auto; padding: 0.2rem 0.6rem;
          font: inherit; font-size: 0.75rem; color: var(--muted); background: var(--bg);
          border: 1px solid var(--border); border-radius: 6px; cursor: pointer;
        }
        button.copy:hover { color: var(--fg); border-color: var(--muted); }
        button.copy.copied { color: var(--tested); border-color: var(--tested); }
        .compiler-message { font-size: 0.8rem; background: var(--surface); border-top: 1px dashed var(--border); box-shadow: inset 3px 0 0 var(--fails); }
        .compiler-message > summary { padding: 0.35rem 0.75rem; font-weight: 600; color: var(--muted); cursor: pointer; }
        .compiler-message > pre { margin: 0; padding: 0 0.75rem 0.75rem; white-space: pre-wrap; background: transparent; border-radius: 0; }
        figure.code > .skip-reason { margin: 0; padding: 0.4rem 0.75rem; font-size: 0.8rem; color: var(--muted); border-top: 1px dashed var(--border); }

        .badge {
          --tone: var(--muted);
          display: inline-flex; align-items: center; gap: 0.3rem;
          padding: 0.05rem 0.5rem; font-size: 0.75rem; font-weight: 600; line-height: 1.5;
          text-decoration: none; overflow-wrap: anywhere;
          color: var(--tone); background: var(--surface);
          border: 1px solid var(--border); border-radius: 0.8rem;
        }
        @supports (color: color-mix(in srgb, red 50%, blue)) {
          .badge {
            background: color-mix(in srgb, var(--tone) 10%, var(--bg));
            border-color: color-mix(in srgb, var(--tone) 35%, var(--bg));
          }
        }
        a.badge:hover { border-color: var(--tone); }
        .badge::before { content: ""; flex: none; width: 0.45rem; height: 0.45rem; border-radius: 50%; background: currentColor; }
        .badge-compiled { --tone: var(--compiled); }
        .badge-tested { --tone: var(--tested); }
        .badge-output { --tone: var(--output); }
        .badge-fails { --tone: var(--fails); }
        .badge-warns { --tone: var(--warns); }
        .badge-skipped { --tone: var(--skipped); }
        .badge-failed { --tone: var(--failed); }
        .badge-preview { --tone: var(--preview); }

        main:has(table.report) { max-width: 76rem; }
        table.report { font-size: 0.85rem; }
        table.report td:is(:nth-child(2), :nth-child(4)) { white-space: nowrap; }
        table.report td:nth-child(3) { min-width: 12rem; overflow-wrap: anywhere; }
        table.report pre { min-width: 16rem; margin: 0; padding: 0; font-size: 0.8rem; white-space: pre-wrap; overflow-wrap: anywhere; background: none; }
        table.report tr.status-failed > td:first-child { box-shadow: inset 3px 0 0 var(--failed); }
        .report-summary { color: var(--muted); }
        ul.index { list-style: none; padding-left: 0; }
        ul.index .depth-1 { margin-left: 1.25rem; }
        ul.index .depth-2 { margin-left: 2.5rem; }
        ul.index .depth-3 { margin-left: 3.75rem; }

        code .kw { color: var(--kw); }
        code .ty { color: var(--ty); }
        code .str { color: var(--str); }
        code .interp { color: var(--fg); }
        code .num { color: var(--num); }
        code .com { color: var(--com); font-style: italic; }
        code .attr { color: var(--attr); }
        code .kp { color: var(--kp); }
        code .dir { color: var(--dir); }
        code .fn { color: var(--fn); }

        """
}
