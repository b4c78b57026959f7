import Foundation
import PalettecTestSupport
import Testing

/// `ClientPackage.run` runs a `swift` command again when `swift` itself crashed, and only then: tried with a stand-in
/// `swift`, a shell script that misbehaves as told on some of its runs and counts them.
@Suite struct ClientPackageTests {
    /// A stand-in `swift` in `folder`: each run prints `attempt N` (N counted in a file of the client's), runs
    /// `behaviour` (shell) on the runs in `misbehaving`, and otherwise prints `built` and exits 0.
    static func swift(in folder: TemporaryFolder, misbehaving: Set<Int>, behaviour: String) throws -> String {
        let cases = misbehaving.sorted().map(String.init).joined(separator: "|")
        try folder.write(
            "swift",
            """
            #!/bin/sh
            echo run >> runs
            count=$(wc -l < runs)
            echo "attempt $count"
            case $count in \(cases)) \(behaviour) ;; esac
            echo built

            """
        )
        let script = folder.url.appendingPathComponent("swift").path
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        return script
    }

    /// What `ClientPackage.run("build")` gives with the stand-in `swift`.
    static func build(misbehaving: Set<Int>, behaviour: String) throws -> Executables.Output {
        let stand = try TemporaryFolder()
        let swift = try Self.swift(in: stand, misbehaving: misbehaving, behaviour: behaviour)
        return try ClientPackage(swift: swift, manifest: "", files: [:]).run("build")
    }

    @Test func aCrashOfSwiftItselfIsRunAgainWithEveryAttemptsOutputKept() throws {
        let output = try Self.build(misbehaving: [1, 2], behaviour: "kill -SEGV $$")
        #expect(output.status == 0)
        #expect(output.standardOutput == "attempt 1\nattempt 2\nattempt 3\nbuilt\n")
    }

    @Test func aCommandThatKeepsCrashingIsGivenUpOnAfterThreeRuns() throws {
        let output = try Self.build(misbehaving: [1, 2, 3, 4], behaviour: "kill -SEGV $$")
        #expect(output.status == 128 + SIGSEGV)
        #expect(output.standardOutput == "attempt 1\nattempt 2\nattempt 3\n")
    }

    /// A failing build and a killed one (the timeout's `SIGKILL`) are what they are: run once.
    @Test(arguments: ["exit 1", "kill -KILL $$"])
    func otherEndsAreRunOnce(behaviour: String) throws {
        let output = try Self.build(misbehaving: [1], behaviour: behaviour)
        #expect(output.status != 0)
        #expect(output.standardOutput == "attempt 1\n")
    }
}
