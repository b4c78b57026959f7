/// The preview page's one style sheet and one script, written inline so the page needs nothing else.
///
/// The chrome (page, text, lines, links, verdicts) follows `prefers-color-scheme` through custom properties; the
/// swatches and samples carry the palette's colors in their own `style` attributes and are never tinted, dimmed
/// or blended with the chrome, so what a screen shows is the value. The checkerboard behind translucent colors is
/// the same in both schemes (white and light gray squares of 8 px), so a color's alpha reads the same in both.
/// Printing keeps the colors (`print-color-adjust: exact`), uses the light chrome, and hides the filter.
enum HTMLStyle {
    /// The style sheet.
    static let css = """
        :root {
          color-scheme: light dark;
          --page: #ffffff;
          --raised: #f3f3f6;
          --text: #1d1d1f;
          --muted: #55555c;
          --line: #d0d0d7;
          --link: #0b57d0;
          --focus: #0b57d0;
          --pass: #0a7a32;
          --fail: #b3261e;
          --check-light: #ffffff;
          --check-dark: #cccccc;
          font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --page: #161618;
            --raised: #26262a;
            --text: #f2f2f5;
            --muted: #a8a8b0;
            --line: #3d3d44;
            --link: #8ab4f8;
            --focus: #8ab4f8;
            --pass: #7ddc95;
            --fail: #ff8f85;
          }
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--page); color: var(--text); }
        a { color: var(--link); }
        :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
        .skip { position: absolute; left: 1rem; top: -4rem; padding: .5rem 1rem; background: var(--page); z-index: 3; }
        .skip:focus { top: 1rem; }
        header, section { padding: 1rem 1.5rem; }
        h1 { margin: 0 0 .25rem; font-size: 1.75rem; }
        h2 { margin: 1rem 0 .75rem; font-size: 1.3rem; }
        .lede { margin: 0 0 .5rem; font-size: 1.05rem; }
        .facts { display: flex; flex-wrap: wrap; gap: .25rem 1.5rem; margin: .75rem 0; padding: 0; list-style: none; }
        nav { display: flex; gap: 1.25rem; }
        .note, .deprecated { display: block; color: var(--muted); font-size: .85rem; }
        .deprecated { color: var(--fail); }
        code, .key { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .85rem; }
        .key { font-weight: 600; font-size: .95rem; overflow-wrap: anywhere; }
        .filter { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem; }
        .filter[hidden] { display: none; }
        .filter input { font: inherit; padding: .25rem .5rem; min-width: 16rem; }
        table { border-collapse: collapse; }
        th, td { padding: .45rem .75rem; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
        thead th { position: sticky; top: 0; z-index: 2; background: var(--raised); min-width: 9.5rem; }
        tbody th { font-weight: normal; min-width: 14rem; max-width: 22rem; }
        .appearance { display: block; font-weight: 600; }
        tbody tr:target, tbody tr:focus-within { background: var(--raised); }
        .sw { display: block; width: 2.75rem; height: 1.75rem; margin-bottom: .3rem; border: 1px solid var(--line);
          border-radius: 4px; }
        .sw > span { display: block; height: 100%; border-radius: 3px; }
        .chk { background: repeating-conic-gradient(var(--check-dark) 0 25%, var(--check-light) 0 50%) 0 0 / 16px 16px; }
        .inherited .sw { border-style: dashed; }
        .tag { margin-left: .35rem; padding: 0 .25rem; border: 1px solid currentColor; border-radius: 3px;
          font-size: .7rem; font-weight: 700; text-decoration: none; }
        .sample { margin-bottom: .35rem; border: 1px solid var(--line); border-radius: 6px; overflow: hidden; }
        .sample-fill { display: flex; align-items: center; gap: .5rem; padding: .45rem .75rem; font-size: 1.15rem;
          font-weight: 700; white-space: nowrap; }
        .mark { flex: none; width: 1rem; height: 1rem; border-radius: 2px; }
        .verdict { font-weight: 700; }
        .pass { color: var(--pass); }
        .fail { color: var(--fail); }
        .found { font-variant-numeric: tabular-nums; }
        .sw, .sw > span, .sample, .sample-fill, .mark { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
        @media print {
          :root { color-scheme: light; --page: #ffffff; --raised: #f3f3f6; --text: #000000; --muted: #444444;
            --line: #bbbbbb; --link: #000000; --pass: #0a6a2a; --fail: #a0201a; }
          .skip, nav, .filter { display: none; }
          thead th { position: static; }
          tr { break-inside: avoid; }
          a { text-decoration: none; }
        }
        """

    /// The filter field's script, which also shows the field: without scripts the page is complete without it.
    ///
    /// It hides the rows whose key and description do not hold the typed text, and says how many are shown.
    static let script = """
        (() => {
          const field = document.getElementById("filter");
          const input = document.getElementById("filter-input");
          const status = document.getElementById("filter-status");
          const rows = Array.from(document.querySelectorAll("#colors tbody tr"));
          const texts = rows.map((row) => row.cells[0].textContent.toLowerCase());
          field.hidden = false;
          input.addEventListener("input", () => {
            const query = input.value.trim().toLowerCase();
            let shown = 0;
            rows.forEach((row, index) => {
              const match = query === "" || texts[index].includes(query);
              row.hidden = !match;
              if (match) shown += 1;
            });
            status.textContent = query === "" ? "" : shown + " of " + rows.length + " colors";
          });
        })();
        """
}
