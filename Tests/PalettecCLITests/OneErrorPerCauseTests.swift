import PalettecTestSupport
import Testing

/// One mistake prints one error, its cause, and nothing that follows from it: the whole output of `lint` is
/// checked, so a consequence printed too (a missing appearance, an alias into the bad value) fails the case.
@Suite struct OneErrorPerCauseTests {
    /// Files with one mistake, linted, and everything palettec must print for it.
    struct Case: Sendable, CustomTestStringConvertible {
        /// What the mistake is.
        var testDescription: String
        /// Relative path → contents.
        var files: [String: String]
        /// The path linted.
        var input: String
        /// The whole standard error.
        var expected: String
    }

    static let cases: [Case] = [
        Case(
            testDescription: "a note of a reader follows the error it explains",
            files: [
                "Theme.bundle/light.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                  <key>bg</key><string>FFFFFF</string>
                  <key>fg</key><string>000000</string>
                </dict>
                </plist>

                """,
                "Theme.bundle/dark.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                  <key>bg</key><string>000000</string>
                </dict>
                </plist>

                """,
            ],
            input: "Theme.bundle",
            expected: """
                Theme.bundle/light.plist:5:3: error: 'fg' has no 'dark' value; every color needs 'light' and 'dark' [missing-appearance]
                    <key>fg</key><string>000000</string>
                    ^
                Theme.bundle/dark.plist:3:1: note: 'fg' is not in dark.plist; in dark mode LFLDarkModeKit shows opaque black for it [missing-appearance]
                  <dict>
                  ^
                1 error

                """
        )
    ]

    @Test(arguments: cases)
    func oneMistakeIsOneError(_ test: Case) throws {
        let folder = try TemporaryFolder()
        for (path, text) in test.files {
            try folder.write(path, text)
        }
        let result = try folder.palettec(["lint", test.input], environment: ["NO_COLOR": "1"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == test.expected)
        let errors = result.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1)
    }
}
