/// How a `palettec` run ends: the status the process exits with.
///
/// Scripts, CI and the pre-commit hooks rely on these numbers (the README and each command's help list them), so
/// they never change:
///
/// - `0` ok: the command did what was asked; warnings may have been reported.
/// - `1` findings: the palettes have errors (or warnings under `--warnings-as-errors`), an output could not be
///   written, or `build --check` found an output missing or stale.
/// - `2` usage: the command line or the configuration is wrong, so nothing was built.
/// - `70` internal error (`EX_SOFTWARE` of `sysexits.h`): palettec itself failed to produce a result.
/// - `130` and `143`: `build --watch` stopped by SIGINT (Ctrl-C) or SIGTERM, as 128 + the signal's number, what a
///   shell reports for a program the signal ends. Any other run that a signal stops ends by the signal itself.
public enum ExitStatus: Int32, Sendable {
    /// Nothing to report but warnings.
    case ok = 0
    /// Errors found, or outputs stale.
    case findings = 1
    /// A usage or configuration error.
    case usage = 2
    /// palettec failed, not the input.
    case internalError = 70
    /// `build --watch` stopped by SIGINT.
    case interrupted = 130
    /// `build --watch` stopped by SIGTERM.
    case terminated = 143
}
