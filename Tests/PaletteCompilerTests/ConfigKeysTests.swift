import Foundation
import PaletteEmitters
import PalettecTestSupport
import Testing

@testable import PaletteCompiler

/// The plugins find a build's files by `ConfigKeys`, compiled into them from the compiler's own file.
@Suite struct ConfigKeysTests {
    /// The Swift output the build plugin compiles is the format `palettec` writes Swift in.
    @Test func swiftFormatIsTheSwiftOutputFormat() {
        #expect(OutputFormat(rawValue: ConfigKeys.swiftFormat) == .swift)
    }

    /// The keys the plugins read are the ones the config reader knows.
    @Test func pluginKeysAreConfigFields() {
        #expect(ConfigReader.fields.contains(ConfigKeys.palettes))
        #expect(ConfigReader.fields.contains(ConfigKeys.outputs))
    }

    /// The compiler compiles the plugins' file itself: its link leads to the file in `Plugins/PalettecPluginShared`,
    /// which is a real file, so a copy of `Plugins/` alone holds it.
    @Test func theCompilerLinksThePluginsFile() throws {
        let root = Golden.packageRoot.path
        let link = root + "/Sources/PaletteCompiler/Configuration/ConfigKeys.swift"
        let target = try FileManager.default.destinationOfSymbolicLink(atPath: link)
        #expect(target == "../../../Plugins/PalettecPluginShared/ConfigKeys.swift")
        let shared = try FileManager.default.attributesOfItem(
            atPath: root + "/Plugins/PalettecPluginShared/ConfigKeys.swift"
        )
        #expect(shared[.type] as? FileAttributeType == .typeRegular)
    }
}
