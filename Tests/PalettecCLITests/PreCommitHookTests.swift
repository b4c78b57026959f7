import Foundation
import PalettecTestSupport
import Testing

/// The `palettec-lint` pre-commit hook, run by the real pre-commit from PyPI (installed once into a cache that later
/// runs reuse: `Tests/PreCommit/install-pre-commit.sh`) in a throwaway consumer repository.
@Suite struct PreCommitHookTests {
    /// Whether the environment can run this test: python3 with venv and pip, and git.
    static var canRun: Bool {
        Executables.find("python3") != nil && Executables.find("git") != nil
    }

    @Test(.timeLimit(.minutes(10)))
    func badPaletteIsRefusedAndGoodOneAccepted() throws {
        guard Self.canRun || Executables.isCI else {
            Issue.record("python3 or git not found; the pre-commit test cannot run here")
            return
        }
        let root = Golden.packageRoot
        // pre-commit clones the committed HEAD, so the test needs a git checkout (CI runs in a fresh clone).
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path) else {
            Issue.record("not a git checkout; pre-commit needs one")
            return
        }
        let script = root.appendingPathComponent("Tests/PreCommit/precommit-test.sh").path
        let result = try Executables.run("/bin/bash", [script, root.path, Executables.palettec.path])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("precommit: ok"))
    }
}
