import Foundation
import PalettecTestSupport
import Testing

/// The harness the hostile tests rely on fails instead of hanging: a page whose text ran as script is reported
/// by the Chromium probe, and a program that never ends is killed by `Executables.run`.
@Suite struct ProbeSafetyTests {
    @Test(
        .enabled(
            if: HostilePalette.canRun("chromium", "python3"),
            "chromium or python3 is not installed; under CI=true this test fails"
        )
    )
    func theProbeReportsAPageWhoseStylesheetTextRanAsScript() throws {
        guard let chromium = HostilePalette.client("chromium"), let python = HostilePalette.client("python3") else {
            return
        }
        let folder = try TemporaryFolder()
        // What an unneutralized `</style>` in a comment does to an inlined stylesheet.
        let css = ":root { --a: #010203; }\n/* </style><script>alert('escaped')</script><style> */\n"
        try folder.write(
            "page.html",
            "<!doctype html><html><head><style>\(css)</style></head>"
                + "<body><div data-var=\"--a\" style=\"color: var(--a)\"></div></body></html>\n"
        )
        let spec: [String: Any] = [
            "chromium": chromium, "timeout": 30,
            "pages": [["name": "page", "path": folder.url.appendingPathComponent("page.html").path]],
            "states": [["name": "light", "scheme": "light", "contrast": "no-preference"]],
        ]
        try folder.write("spec.json", try JSONSerialization.data(withJSONObject: spec))
        let probe = Golden.packageRoot.appendingPathComponent("Tests/Browser/css_probe.py").path
        let result = try Executables.run(python, [probe, "spec.json"], in: folder.url, timeout: 120)
        #expect(result.status == 1)
        #expect(result.standardError.contains("the page ran a script"), "\(result.standardError.suffix(1000))")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func aProgramThatDoesNotEndIsKilledAtItsTimeout() throws {
        let sleep = try #require(Executables.find("sleep"))
        let result = try Executables.run(sleep, ["30"], timeout: 1)
        #expect(result.status == 128 + SIGKILL)
        #expect(result.standardError.contains("was killed after running for 1 s"))
    }

    /// What a program started is killed with it at the timeout: a child left running would hold the program's output
    /// open (a worker of a Python pool), and the test would wait for it instead of failing.
    @Test(.timeLimit(.minutes(1))) func whatAProgramStartedIsKilledWithIt() throws {
        let shell = try #require(Executables.find("sh"))
        let result = try Executables.run(shell, ["-c", "sleep 90 & sleep 90"], timeout: 1)
        #expect(result.status == 128 + SIGKILL)
        #expect(result.standardError.contains("was killed after running for 1 s"))
    }
}
