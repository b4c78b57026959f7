/// Renders the catalog of every diagnostic rule; `Docs/Diagnostics.md` is this text, kept current by a test.
public enum RuleCatalog {
    /// The Markdown document listing every rule with its default severity and summary.
    public static var markdown: String {
        var text = """
            # Diagnostics

            <!-- Generated from Sources/PaletteModel/Rule.swift by `make golden`. Do not edit by hand. -->

            Every problem palettec reports has a stable rule id, printed at the end of the line:

            ```
            Palettes/Brand.json:14:5: error: duplicate key 'PGC01'; Foundation would silently keep only one of them [duplicate-key]
            Palettes/Brand.json:3:5: note: 'PGC01' first defined here
            ```

            Lines and columns are 1-based; columns count Unicode scalars. Related places follow as `note:` lines.
            `--format github` prints GitHub Actions annotations and `--format json` a machine-readable list.
            Warnings do not fail a run unless `--warnings-as-errors` is given.

            | rule | severity | meaning |
            | --- | --- | --- |

            """
        for rule in Rule.allCases {
            text += "| `\(rule.rawValue)` | \(rule.defaultSeverity.rawValue) | \(rule.summary) |\n"
        }
        return text
    }
}
