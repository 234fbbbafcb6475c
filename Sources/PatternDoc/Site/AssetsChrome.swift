extension SiteAssets {
    /// The page around the content: header, search results, the three columns (sidebar, page,
    /// outline), pager and footer, and how they fold on narrower screens: the outline goes
    /// under 1200px, and under 900px the sidebar slides in from behind the menu button.
    static let chrome = """
        *, *::before, *::after { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
        body {
          margin: 0;
          font-family: var(--font-text);
          font-size: 1rem;
          line-height: 1.65;
          color: var(--fg);
          background: var(--bg);
        }
        [id] { scroll-margin-top: calc(var(--header-height) + 1rem); }
        a { color: var(--link); }
        :focus-visible { outline: 2px solid var(--link); outline-offset: 2px; }

        .skip-link {
          position: absolute; z-index: 50; left: 0.5rem; top: -4rem;
          padding: 0.5rem 0.75rem;
          background: var(--bg); border: 1px solid var(--border); border-radius: var(--radius);
        }
        .skip-link:focus { top: 0.5rem; }

        .site-header {
          position: sticky; top: 0; z-index: 30;
          display: flex; align-items: center; gap: 0.75rem;
          height: var(--header-height);
          padding: 0 1rem;
          background: var(--bg);
          border-bottom: 1px solid var(--border);
        }
        .site-title {
          flex: 0 1 auto; min-width: 0;
          overflow: hidden; white-space: nowrap; text-overflow: ellipsis;
          font-size: 1.05rem; font-weight: 650;
          color: var(--fg); text-decoration: none;
        }
        .site-title:hover { color: var(--link); }
        .icon-button {
          flex: none; display: inline-flex; align-items: center; justify-content: center;
          width: 2.25rem; height: 2.25rem; padding: 0;
          color: var(--fg); background: transparent;
          border: 1px solid transparent; border-radius: var(--radius);
          cursor: pointer;
        }
        .icon-button:hover { background: var(--hover); }
        #menu-toggle { display: none; }

        .search { position: relative; flex: 0 1 20rem; min-width: 0; margin-left: auto; }
        #search {
          width: 100%; height: 2.25rem; padding: 0 0.75rem;
          font: inherit; font-size: 0.9rem; color: var(--fg);
          background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius);
        }
        #search:focus-visible { outline-offset: 0; background: var(--bg); }
        #search::placeholder { color: var(--muted); opacity: 1; }
        #search-results {
          position: absolute; top: calc(100% + 0.4rem); right: 0;
          width: min(34rem, calc(100vw - 2rem)); max-height: min(70vh, 36rem);
          overflow-y: auto; margin: 0; padding: 0.35rem; list-style: none;
          background: var(--bg); border: 1px solid var(--border); border-radius: var(--radius);
          box-shadow: var(--shadow);
        }
        #search-results[hidden] { display: none; }
        .search-result a {
          display: block; padding: 0.5rem 0.65rem; border-radius: 6px;
          color: var(--fg); text-decoration: none;
        }
        .search-result a:hover { background: var(--hover); }
        .search-result.active a { background: var(--hover); box-shadow: inset 3px 0 0 var(--link); }
        .result-title { display: block; font-weight: 600; color: var(--link); }
        .result-snippet {
          display: block; margin-top: 0.15rem;
          font-size: 0.85rem; line-height: 1.45; color: var(--muted); overflow-wrap: anywhere;
        }
        #search-results mark { padding: 0 1px; border-radius: 2px; color: var(--mark-fg); background: var(--mark); }
        .search-empty { padding: 0.6rem 0.75rem; font-size: 0.9rem; color: var(--muted); }

        .layout {
          display: grid;
          grid-template-columns: 17rem minmax(0, 1fr) 15rem;
          align-items: start;
        }
        .sidebar {
          position: sticky; top: var(--header-height);
          height: calc(100vh - var(--header-height));
          overflow-y: auto; overscroll-behavior: contain;
          padding: 1.25rem 0.75rem 2rem;
          font-size: 0.925rem;
          background: var(--surface);
          border-right: 1px solid var(--border);
        }
        .sidebar ul { margin: 0; padding: 0; list-style: none; }
        .sidebar ul ul { margin-left: 0.85rem; padding-left: 0.5rem; border-left: 1px solid var(--border); }
        .sidebar a {
          display: block; padding: 0.3rem 0.6rem; border-radius: 6px;
          line-height: 1.4; color: var(--fg); text-decoration: none;
        }
        .sidebar a:hover { background: var(--hover); }
        .sidebar a.current { font-weight: 600; color: var(--link); background: var(--hover); }

        main { width: 100%; min-width: 0; max-width: 50rem; margin: 0 auto; padding: 2rem 2.5rem 4rem; }

        .toc {
          position: sticky; top: var(--header-height);
          max-height: calc(100vh - var(--header-height));
          overflow-y: auto; padding: 2rem 1rem 2rem 0.5rem;
          font-size: 0.85rem;
        }
        .toc:empty { display: none; }
        @media (min-width: 1201px) {
          .layout:has(> .toc:empty) { grid-template-columns: 17rem minmax(0, 1fr); }
        }
        .toc h2 {
          margin: 0 0 0.5rem;
          font-size: 0.75rem; letter-spacing: 0.06em; text-transform: uppercase; color: var(--muted);
        }
        .toc ul { margin: 0; padding: 0; list-style: none; border-left: 1px solid var(--border); }
        .toc a {
          display: block; margin-left: -1px; padding: 0.2rem 0 0.2rem 0.75rem;
          line-height: 1.4; color: var(--muted); text-decoration: none;
          border-left: 2px solid transparent;
        }
        .toc .toc-h3 a { padding-left: 1.5rem; }
        .toc a:hover { color: var(--fg); }
        .toc a.active { color: var(--link); border-left-color: var(--link); }

        .pager { display: flex; gap: 1rem; margin-top: 3rem; }
        .pager:empty { display: none; }
        .pager a {
          flex: 1 1 0; max-width: calc(50% - 0.5rem);
          display: flex; flex-direction: column;
          padding: 0.75rem 1rem; text-decoration: none;
          border: 1px solid var(--border); border-radius: var(--radius);
        }
        .pager a:hover { border-color: var(--link); }
        .pager-next { margin-left: auto; text-align: right; }
        .pager-label { font-size: 0.8rem; color: var(--muted); }
        .pager-title { font-weight: 600; color: var(--link); }
        .page-footer {
          margin-top: 2.5rem; padding-top: 1rem;
          font-size: 0.85rem; color: var(--muted);
          border-top: 1px solid var(--border);
        }
        .page-footer p { margin: 0; }

        @media (max-width: 1200px) {
          .layout { grid-template-columns: 16rem minmax(0, 1fr); }
          .toc { display: none; }
        }
        @media (max-width: 900px) {
          .layout { display: block; }
          #menu-toggle { display: inline-flex; }
          .sidebar {
            position: fixed; z-index: 25; top: var(--header-height); bottom: 0; left: 0;
            width: min(20rem, 85vw); height: auto;
            visibility: hidden; transform: translateX(-100%);
            transition: transform 0.2s ease, visibility 0.2s;
            box-shadow: var(--shadow);
          }
          .menu-open .sidebar { visibility: visible; transform: none; transition: transform 0.2s ease; }
          .menu-open::after {
            content: ""; position: fixed; z-index: 20; inset: var(--header-height) 0 0 0;
            background: var(--backdrop);
          }
          main { padding: 1.5rem 1.25rem 3rem; }
        }
        @media (max-width: 600px) {
          .site-header { gap: 0.4rem; padding: 0 0.5rem; }
          .search { flex: 1 1 6rem; }
          #search-results {
            position: fixed; top: calc(var(--header-height) + 0.25rem); left: 0.5rem; right: 0.5rem;
            width: auto;
          }
          main { padding: 1.25rem 1rem 3rem; }
          .pager { flex-direction: column; }
          .pager a { max-width: none; }
        }
        @media (prefers-reduced-motion: reduce) {
          .sidebar { transition: none; }
        }
        @media print {
          .site-header, .sidebar, .toc, .pager, .skip-link, button.copy { display: none !important; }
          .layout { display: block; }
          main { max-width: none; padding: 0; }
          pre { white-space: pre-wrap; }
        }

        """
}
