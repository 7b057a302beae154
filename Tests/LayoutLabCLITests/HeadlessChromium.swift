import Foundation

/// Debian's Chromium, run headless on a local file: the DOM after loading, a screenshot, and what
/// the browser logged (console messages included, with `--enable-logging=stderr`).
struct HeadlessChromium {
    let executable: String

    /// The installed browser, or nil. `.ci/run` installs it (`apt-get install chromium`).
    static func find() -> HeadlessChromium? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") + ["/usr/bin"] {
            for name in ["chromium", "chromium-browser"] {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return HeadlessChromium(executable: candidate) }
            }
        }
        return nil
    }

    struct Output {
        var stdout: String
        var stderr: String

        /// Lines the page wrote to the console, errors and uncaught exceptions included. A page
        /// that runs no script and loads nothing writes none.
        var consoleLines: [String] {
            stderr.split(separator: "\n").map(String.init).filter { $0.contains(":CONSOLE") || $0.contains("Uncaught") }
        }
    }

    /// Loads `file` and prints its DOM.
    func dumpDOM(_ file: String, profile: String) throws -> Output {
        try run(["--dump-dom", "file://\(file)"], profile: profile)
    }

    /// Loads `file` and saves a PNG of the first `height` pixels of the page.
    func screenshot(_ file: String, to png: String, width: Int = 1280, height: Int = 1600, profile: String) throws -> Output {
        try run(["--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(png)", "file://\(file)"], profile: profile)
    }

    private func run(_ arguments: [String], profile: String) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
            "--no-first-run", "--user-data-dir=\(profile)",
        ] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // A browser that hangs must not hang the suite.
        let deadline = DispatchTime.now() + .seconds(120)
        DispatchQueue.global().asyncAfter(deadline: deadline) { [process] in
            if process.isRunning { process.terminate() }
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }
}

/// How many distinct colours a PNG has, and what share of its pixels differ from the most common
/// one: decoded by Python's standard library (zlib and the five PNG filters), nothing else.
enum PNGColours {
    struct Census: Decodable {
        var width: Int
        var height: Int
        var colours: Int
        var nonBackground: Double
    }

    static func census(of png: String) throws -> Census {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, png]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try JSONDecoder().decode(Census.self, from: data)
    }

    private static let script = #"""
        import json, struct, sys, zlib
        from collections import Counter
        data = open(sys.argv[1], "rb").read()
        assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
        pos, idat = 8, b""
        while pos < len(data):
            length, kind = struct.unpack(">I4s", data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + length]
            if kind == b"IHDR":
                width, height, depth, colour_type = struct.unpack(">IIBB", body[:10])
            elif kind == b"IDAT":
                idat += body
            pos += 12 + length
        assert depth == 8 and colour_type in (2, 6), "unexpected PNG format"
        bpp = 3 if colour_type == 2 else 4
        raw = zlib.decompress(idat)
        stride = width * bpp
        rows, previous, i = [], bytearray(stride), 0
        for _ in range(height):
            kind = raw[i]; line = bytearray(raw[i + 1:i + 1 + stride]); i += 1 + stride
            for x in range(stride):
                a = line[x - bpp] if x >= bpp else 0
                b = previous[x]
                c = previous[x - bpp] if x >= bpp else 0
                if kind == 1: line[x] = (line[x] + a) & 255
                elif kind == 2: line[x] = (line[x] + b) & 255
                elif kind == 3: line[x] = (line[x] + (a + b) // 2) & 255
                elif kind == 4:
                    p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            rows.append(bytes(line)); previous = line
        counts = Counter(row[x:x + 3] for row in rows for x in range(0, stride, bpp))
        total = width * height
        print(json.dumps({"width": width, "height": height, "colours": len(counts),
                          "nonBackground": 1 - counts.most_common(1)[0][1] / total}))
        """#
}
