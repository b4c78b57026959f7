/// The one rule for every URL an emitter writes into HTML or CSS (an `href`, a `src`, a `url()`): it is an `http:`
/// or `https:` URL, or a relative one that no scheme can be read into, and every byte outside the URL-safe set is
/// percent-encoded, so the text needs no HTML or CSS escape and cannot end its attribute, string or element.
///
/// A file name is user text (`javascript:alert(1)<!--.pdf` is a valid name): a relative path whose first segment
/// holds `:` would be read as a scheme, so it is written `./javascript:alert(1)%3C!--.pdf`. A URL given whole (the
/// stylesheet's `imageBaseURL`) is written only when its scheme is `http` or `https`, or it has none.
enum WebURL {
    /// `path` (a `/`-separated file path, relative or absolute) as a relative URL: `%`, `?` and `#` are encoded like
    /// every other byte outside the set, and `./` goes before a first segment holding `:`.
    static func path(_ path: String) -> String {
        let url = encoded(path, keepingPercent: false)
        return firstSegmentHoldsColon(url) ? "./" + url : url
    }

    /// `url` percent-encoded (`%`, `?` and `#` kept, as in a URL given whole), or `nil` when it has a scheme other
    /// than `http` or `https` (compared without case, as browsers do).
    static func given(_ url: String) -> String? {
        let encoded = encoded(url, keepingPercent: true)
        guard firstSegmentHoldsColon(encoded) else { return encoded }
        let scheme = encoded.prefix { $0 != ":" }.lowercased()
        return scheme == "http" || scheme == "https" ? encoded : nil
    }

    /// Whether a `:` comes before the first `/`, `?` or `#`: where a browser would read a scheme.
    private static func firstSegmentHoldsColon(_ url: String) -> Bool {
        for byte in url.utf8 {
            switch byte {
            case UInt8(ascii: ":"): return true
            case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): return false
            default: continue
            }
        }
        return false
    }

    /// `text` with every byte that could end an HTML attribute, a CSS string, a `url()` or a `<style>` element, or
    /// that a URL does not allow, percent-encoded: kept are ASCII letters and digits, `-._~/!$&*+,;=:@`, and `%`,
    /// `?`, `#` when `keepingPercent` (a URL given whole).
    static func encoded(_ text: String, keepingPercent: Bool) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x5F, 0x7E, 0x2F, 0x21, 0x24, 0x26, 0x2A, 0x2B,
                0x2C, 0x3B, 0x3D, 0x3A, 0x40:
                bytes.append(byte)
            case 0x25 where keepingPercent, 0x3F where keepingPercent, 0x23 where keepingPercent:
                bytes.append(byte)
            default:
                bytes.append(0x25)
                bytes.append(digits[Int(byte >> 4)])
                bytes.append(digits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
