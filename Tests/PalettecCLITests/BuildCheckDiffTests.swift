import Foundation
import PalettecTestSupport
import Testing

@testable import PalettecCLI

/// `build --check` shows how each stale output differs, says which were edited by hand, and names every output that
/// is not as the build would write it.
@Suite struct BuildCheckDiffTests {
    static let config = MarkedText(
        #"{"palettes": ["p.json"], "outputs": [1️⃣{"format": "css", "path": "web/p.css"}, "#
            + #"2️⃣{"format": "swift", "path": "P.swift"}]}"#
    )

    /// A built project: a CSS and a Swift output of two colors.
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(
            "p.json",
            ##"{"colors": {"a": {"light": "#FFFFFF", "dark": "#000000"}, "b": {"light": "#111111", "dark": "#EEEEEE"}}}"##
        )
        try folder.write("palettec.json", config.text)
        let build = try folder.palettec(["build", "--quiet"])
        try #require(build.status == 0, "\(build.standardError)")
        return folder
    }

    /// The file at `path` in `folder` with `old` replaced by `new`.
    static func edit(_ folder: TemporaryFolder, _ path: String, _ old: String, _ new: String) throws {
        let text = String(decoding: try #require(folder.read(path)), as: UTF8.self)
        try #require(text.contains(old))
        try folder.write(path, text.replacingOccurrences(of: old, with: new))
    }

    @Test func aHandEditIsNamedShownAndDoesNotHideAMissingOutput() throws {
        let folder = try Self.project()
        try Self.edit(folder, "web/p.css", "--a: #ffffff;", "--a: #fefefe;")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("P.swift"))
        let check = try folder.palettec(["build", "--check"], environment: ["NO_COLOR": "1"])
        #expect(check.status == 1)
        let lines = check.standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines.filter { $0.contains(": error: ") } == [
                Self.config.place("1️⃣", in: "palettec.json")
                    + ": error: 'web/p.css' was edited by hand since palettec wrote it (its header's digest no longer "
                    + "matches its contents); palettec never overwrites it. To keep the edit, move it into the palette; "
                    + "to drop it, run 'palettec build --adopt web/p.css' [foreign-file]",
                Self.config.place("2️⃣", in: "palettec.json")
                    + ": error: 'P.swift' is missing; run 'palettec build' [stale-output]",
            ]
        )
        let diff = Array(lines.drop { !$0.hasPrefix("--- ") }.prefix(9))
        #expect(
            diff == [
                "--- web/p.css",
                "+++ web/p.css (as palettec build writes it)",
                "@@ -1,7 +1,7 @@",
                diff.count > 3 ? diff[3] : "",
                " :root {",
                "   color-scheme: light dark;",
                "-  --a: #fefefe;",
                "+  --a: #ffffff;",
                "   --b: #111111;",
            ],
            "\(check.standardError)"
        )
        // The build refuses the same way and writes nothing, so the edit is never reverted silently.
        let build = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(build.status == 1)
        #expect(build.standardError.contains("'web/p.css' was edited by hand"))
        #expect(folder.read("P.swift") == nil)
        #expect(String(decoding: folder.read("web/p.css") ?? Data(), as: UTF8.self).contains("--a: #fefefe;"))
    }

    @Test func aStaleOutputShowsItsDiff() throws {
        let folder = try Self.project()
        try Self.edit(folder, "p.json", "#111111", "#222222")
        let check = try folder.palettec(["build", "--check"], environment: ["NO_COLOR": "1"])
        #expect(check.status == 1)
        #expect(check.standardError.contains("'web/p.css' is out of date; run 'palettec build' [stale-output]"))
        #expect(check.standardError.contains("'P.swift' is out of date; run 'palettec build' [stale-output]"))
        #expect(check.standardError.contains("\n-  --b: #111111;\n+  --b: #222222;\n"), "\(check.standardError)")
        #expect(check.standardError.contains("\n--- P.swift\n+++ P.swift (as palettec build writes it)\n"))
    }

    @Test func aDiffIsBoundedAndCountsWhatItLeavesOut() {
        let old = (0..<200).map { "line \($0)\n" }.joined()
        let new = (0..<200).map { $0.isMultiple(of: 2) ? "line \($0)\n" : "changed \($0)\n" }.joined()
        let lines = UnifiedDiff.lines(old: Array(old.utf8), new: Array(new.utf8), oldName: "a", newName: "b")
        let body = lines.filter { !$0.hasPrefix("@@") && !$0.hasPrefix("---") && !$0.hasPrefix("+++") }
        #expect(body.count == UnifiedDiff.maxLines + 1)
        let shown = body.filter { $0.hasPrefix("-") || $0.hasPrefix("+") }.count
        #expect(body.last == "… \(200 - shown) more changed lines")
        #expect(UnifiedDiff.lines(old: Array(old.utf8), new: Array(old.utf8), oldName: "a", newName: "b") == [])
    }

    @Test func aRewrittenLargeFileIsShownAsReplacedWithoutAligningIt() {
        let count = UnifiedDiff.maxAligned * 50
        let old = (0..<count).map { "old \($0)\n" }.joined()
        let new = (0..<count).map { "new \($0)\n" }.joined()
        let lines = UnifiedDiff.lines(old: Array(old.utf8), new: Array(new.utf8), oldName: "a", newName: "b")
        #expect(lines[2] == "@@ -1,\(count) +1,\(count) @@")
        #expect(lines.last == "… \(2 * count - UnifiedDiff.maxLines) more changed lines")
    }
}
