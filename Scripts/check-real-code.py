#!/usr/bin/env python3
"""Type-check real SwiftUI files, exactly as written, against a build of this package, and rank
what stops them compiling.

Reads
    A corpus folder with one sub-folder per public repository (`owner__repo/`). Each holds
    the file(s) under test (`*.swift` directly in it) and, optionally:
      - `helpers/`: other files of the same project that the files under test need (their
        model types, colours, extensions). They are type-checked together with each file,
        and an error in them counts against the file: it is the project's own code. With a
        `MANIFEST.tsv` beside the folders (columns `repo`, `path`, `status`, `helpers`), each
        file gets the helpers listed for it (and any listed for no file); one that fails with
        those is checked again with the folder's helpers that declare the names it missed,
        then with all of them (`second_pass`).
      - `swift-version`: one line, `5` or `6`, the language mode the project itself builds
        with (its Xcode project's SWIFT_VERSION, or its package's tools version). Without
        it, Swift 5: Xcode projects, where most SwiftUI code lives, default to it.
      - `default-isolation`: one line, `MainActor`, when the project makes its code main-actor
        isolated by default (Xcode 26's `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`, new
        projects' setting, or a package's `.defaultIsolation(MainActor.self)`): the file is
        checked with `-default-isolation MainActor`, and with the upcoming features Xcode's
        `SWIFT_APPROACHABLE_CONCURRENCY` turns on when the file's second line says
        `approachable`.
      - `assets.txt`: the project's asset catalog entries, one a line, `name` or
        `name<TAB>color|image`. Xcode generates Swift symbols from them at build time
        (`Color.brandBlue`, `Image(.logo)`); so does this check, with the build's
        `layoutlab-assets` (a name without its kind gets both a colour and an image symbol).
      - `swiftpm-resources`: the files belong to a target with resources, for which the build
        tool (SwiftPM, or Tuist for its framework targets) generates `Bundle.module`. Its one
        line, when not empty, is the resource bundle's name (`Package_Target`); this check
        writes the same accessor and type-checks it with the file.
      - `datamodels/<Name>.xcdatamodel/contents`: the project's Core Data models, the model
        editor's XML as the repository has it. Xcode generates the entity classes (`Book`,
        `Item`) from them at build time; so does this check, with the build's
        `layoutlab-datamodels`, and type-checks the generated file with the file under test.
    A SwiftPM build folder of this package (`.build/debug` or `.build/release`), in which
    every `*.swiftmodule` is found wherever SwiftPM put it (so `SwiftUI`, `LayoutLab` and any
    later module, `UIKit` or `Combine`, are picked up without a list here), and every macro
    plug-in (`<Target>-tool` executables) is loaded so `#Preview` and `@Entry` expand.

Checks
    Each file under test runs through
        swiftc -typecheck -swift-version 5 -parse-as-library -module-name RealCode -D DEBUG
               -I <each module folder> -load-plugin-executable <tool>#<Target>
               -Xfrontend -import-module -Xfrontend AppleFoundation
               <file> <helpers...>
    The implicit `AppleFoundation` import is the part of Apple's Foundation that Linux's lacks
    (`URLSession` without FoundationNetworking, Combine's `ObservableObject` and `Published`,
    which Apple's Foundation aliases), so a Foundation-only model file sees what it sees on a Mac.
    "Exactly as written": the file's text is not edited, not even its previews; only helper
    files of the same project are added. Skipped, with the reason, and left out of the figure:
    files that declare no SwiftUI view (no `View` conformance with a `body`), and files whose
    own or whose helpers' imports name a third-party package (Kingfisher, Firebase, ...):
    layout code that needs one can never compile here. Apple's frameworks (`UIKit`, `Combine`,
    `MapKit`, ...) are not third-party: a missing one is a blocker and is ranked.

Writes
    To stdout, one line per file (PASS / FAIL / SKIP), the figure (files and repositories that
    pass), and the blockers: every error is normalised into a name (`cannot find 'UIColor' in
    scope` becomes `UIColor`; `value of type 'some View' has no member 'foo'` becomes
    `View.foo`; `extra argument 'label' in call` becomes `Slider(label:)`, the callee read from
    the source at the error's column), and each blocker is counted once per file it blocks,
    most frequent first. "alone" counts the files it is the only blocker of: fix it and they
    pass. `--json PATH` writes all of it as JSON, `--markdown PATH` the figure and the ranking
    as a Markdown section for docs/real-code.md.

Run
    swift build --product SwiftUI
    python3 Scripts/check-real-code.py /tmp/corpus-YYYY-MM-DD .build/debug [--jobs 2]
        [--timeout 180] [--json out.json] [--markdown out.md] [--top 40]
"""

import argparse
import concurrent.futures
import datetime
import json
import mmap
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict

# Modules that ship with Apple's SDKs or with the Swift toolchain. A file importing one of these
# is layout code we mean to compile one day (the missing module is a blocker, ranked like any
# other); any other import is a third-party package and the file is skipped.
APPLE_AND_TOOLCHAIN_MODULES = {
    "Swift", "SwiftUI", "UIKit", "AppKit", "Combine", "Foundation", "Dispatch", "Darwin", "Glibc",
    "Observation", "CoreGraphics", "CoreFoundation", "QuartzCore", "CoreData", "SwiftData",
    "CommonCrypto", "SensitiveContentAnalysis", "CoreTelephony", "MobileCoreServices",
    "CoreText", "CoreImage", "CoreLocation", "MapKit", "Charts", "AVKit", "AVFoundation",
    "PhotosUI", "Photos", "WebKit", "SafariServices", "StoreKit", "WidgetKit", "ActivityKit",
    "AppIntents", "UserNotifications", "OSLog", "os", "os.log", "Network", "CryptoKit",
    "CoreHaptics", "CoreMotion", "HealthKit", "EventKit", "Contacts", "ContactsUI", "MessageUI",
    "LocalAuthentication", "AuthenticationServices", "GameKit", "SpriteKit", "SceneKit",
    "RealityKit", "ARKit", "Vision", "VisionKit", "NaturalLanguage", "CoreML", "PDFKit",
    "UniformTypeIdentifiers", "LinkPresentation", "TipKit", "MusicKit", "MediaPlayer",
    "CloudKit", "CoreBluetooth", "CoreSpotlight", "QuickLook", "Accessibility", "Metal",
    "MetalKit", "Security", "SystemConfiguration", "BackgroundTasks", "WatchKit",
    "WatchConnectivity", "ImageIO", "CoreTransferable", "Translation", "CoreMedia", "AudioToolbox",
    "Speech", "EventKitUI", "SwiftUICore", "XCTest", "Testing", "RegexBuilder", "Synchronization",
    "Cocoa", "GLKit", "CoreAudio", "AVRouting", "ExtensionKit", "DeviceActivity", "FamilyControls",
    "ManagedSettings", "GroupActivities", "ImagePlayground", "FoundationModels", "_Concurrency",
    "_StringProcessing", "CoreVideo", "ColorSync", "JavaScriptCore", "NotificationCenter",
    "Intents", "IntentsUI", "CallKit", "PassKit", "CarPlay", "ReplayKit", "SensorKit",
    "ServiceManagement", "AVFAudio", "WeatherKit", "MultipeerConnectivity", "GameController",
    "CoreNFC", "Social", "AdSupport", "AppTrackingTransparency", "HomeKit", "ClockKit", "UIKitCore",
    "SQLite3", "CoreLocationUI", "Accelerate", "CFNetwork", "CoreServices", "IOKit", "Carbon",
    "ScreenCaptureKit", "VideoToolbox", "PencilKit", "MetricKit", "DeveloperToolsSupport",
    "FinanceKit", "FinanceKitUI", "HealthKitUI", "NearbyInteraction", "ShazamKit", "GameplayKit",
    "CoreMIDI", "UserNotificationsUI", "QuickLookThumbnailing", "QuickLookUI", "Symbols",
    "StoreKitTest", "RoomPlan", "CreateML", "SoundAnalysis", "BackgroundAssets", "WorkoutKit",
    "JournalingSuggestions", "TabularData", "LiveCommunicationKit", "AccessorySetupKit",
    "CoreWLAN", "TVServices", "TVMLKit", "TVUIKit", "simd", "LockedCameraCapture",
}

IMPORT_RE = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][\w.]*)",
    re.M,
)
IMPORT_LINE_RE = re.compile(r"^[ \t]*(?:@\w+[ \t]+)*import[ \t]+(?:(?:typealias|struct|class|enum|protocol|let|var|func)[ \t]+)?([A-Za-z_][\w.]*)[^\n]*$", re.M)
VIEW_RE = re.compile(r":\s*(?:[\w.]+\s*,\s*)*(?:SwiftUI\.)?View\b|\bvar\s+body\s*:\s*some\s+(?:SwiftUI\.)?View\b|#Preview\b")
DIAG_RE = re.compile(r"^(?P<path>/[^:\n]+):(?P<line>\d+):(?P<col>\d+): (?P<kind>error|warning): (?P<msg>.*)$")
# An error in a macro's expansion (`#Preview`'s body) is reported at the expansion's own buffer;
# the note after it says where in the file the expanded code comes from.
MACRO_DIAG_RE = re.compile(r"^macro expansion (?P<macro>[#@][\w.]+):\d+:\d+: error: (?P<msg>.*)$")
ORIGIN_RE = re.compile(r"(?P<path>/[^:\n]+):(?P<line>\d+):(?P<col>\d+): note: expanded code originates here")


# --- the build -----------------------------------------------------------------------------------

def is_compiler_plugin(path):
    """A macro plug-in links SwiftCompilerPlugin; other `-tool` executables (package plug-ins'
    tools) do not and must not be handed to the compiler."""
    with open(path, "rb") as f:
        try:
            with mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as data:
                return data.find(b"SwiftCompilerPlugin") != -1
        except ValueError:
            return False


def discover_build(build):
    """Folders holding `.swiftmodule`s, their module names, and the macro plug-ins of a build."""
    module_dirs, modules, plugins = set(), set(), []
    for root, dirs, files in os.walk(build):
        # A `.swiftmodule` is a file (SwiftPM's Modules/) or a folder (some layouts); either way
        # its parent is what `-I` wants.
        for name in dirs + files:
            if name.endswith(".swiftmodule"):
                module_dirs.add(root)
                modules.add(name[: -len(".swiftmodule")])
        dirs[:] = [d for d in dirs if not d.endswith((".swiftmodule", ".dSYM", ".build", ".o"))
                   and d not in ("index", "ModuleCache", "repositories", "checkouts")
                   # Modules-tool holds the copies built for plug-ins' host side: the same
                   # modules again, which would make every name ambiguous.
                   and not d.endswith("-tool")]
        for name in files:
            path = os.path.join(root, name)
            if name.endswith("-tool") and os.access(path, os.X_OK) and os.path.isfile(path) \
                    and is_compiler_plugin(path):
                plugins.append((path, name[: -len("-tool")]))
    return sorted(module_dirs), modules, sorted(plugins)


C_MODULE_MAPS = []
# Imported into every file without an `import`: Apple's Foundation as Linux lacks it.
IMPLICIT_IMPORTS = []


def discover_c_module_maps(build):
    """The module maps SwiftPM writes for C targets (`<Target>.build/module.modulemap`), which a
    Swift module built on one (OpenCombine on COpenCombineHelpers) needs to be imported."""
    maps = []
    for root, dirs, files in os.walk(build):
        dirs[:] = [d for d in dirs if d not in ("index", "ModuleCache", "repositories", "checkouts")
                   and not d.endswith(("-tool.build", ".swiftmodule", ".dSYM"))]
        if root.endswith(".build") and "module.modulemap" in files:
            maps.append(os.path.join(root, "module.modulemap"))
    # The package's system-library targets (`SQLite3`) keep theirs beside their sources, and a C
    # target with a module map of its own (`AppleSubmodules`: `import os.log`) in `include/`.
    root = os.path.realpath(build)
    while root != "/" and not os.path.isfile(os.path.join(root, "Package.swift")):
        root = os.path.dirname(root)
    sources = os.path.join(root, "Sources")
    if os.path.isdir(sources):
        for target in os.listdir(sources):
            path = os.path.join(sources, target, "module.modulemap")
            if os.path.isfile(path) and not os.path.exists(os.path.join(sources, target, "include")):
                maps.append(path)
            custom = os.path.join(sources, target, "include", "module.modulemap")
            if os.path.isfile(custom):
                maps.append(custom)
    return sorted(maps)


# --- the corpus ----------------------------------------------------------------------------------

def swift_files(folder):
    out = []
    for root, _, files in os.walk(folder):
        out += [os.path.join(root, f) for f in files if f.endswith(".swift")]
    return sorted(out)


def read(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


# Apple's cross-import overlays, `_PhotosUI_SwiftUI` and the like: a module that two of Apple's
# bring together, which a file may also import by name.
CROSS_IMPORT_OVERLAY_RE = re.compile(r"^_([A-Za-z]+)_([A-Za-z]+)$")


def is_apple_module(name):
    if name in APPLE_AND_TOOLCHAIN_MODULES:
        return True
    overlay = CROSS_IMPORT_OVERLAY_RE.match(name)
    return bool(overlay) and all(part in APPLE_AND_TOOLCHAIN_MODULES for part in overlay.groups())


def third_party_imports(texts, built_modules):
    found = set()
    for text in texts:
        for m in IMPORT_RE.finditer(strip_comments(text)):
            top = m.group(1).split(".")[0]
            if m.group(1) not in APPLE_AND_TOOLCHAIN_MODULES and not is_apple_module(top) \
                    and top not in built_modules:
                found.add(top)
    return sorted(found)


def manifest_helpers(corpus):
    """Which helper files each file under test was given by its gatherer, from the corpus's
    `MANIFEST.tsv` (columns `repo`, `path`, `status`, `helpers`: the repository's
    `owner/name`, the file's path in it, `chosen` for a file under test, and its helpers'
    paths in the repository, comma-separated). Keyed by (folder, file name); empty without a
    manifest."""
    manifest = os.path.join(corpus, "MANIFEST.tsv")
    if not os.path.exists(manifest):
        return {}
    rows = read(manifest).splitlines()
    if not rows:
        return {}
    columns = rows[0].split("\t")
    if not {"repo", "path", "status", "helpers"} <= set(columns):
        return {}
    listed = {}
    for row in rows[1:]:
        fields = dict(zip(columns, row.split("\t")))
        if fields.get("status") != "chosen":
            continue
        folder = fields["repo"].replace("/", "__", 1)
        names = [h for h in fields.get("helpers", "").split(",") if h]
        listed[(folder, os.path.basename(fields["path"]))] = names
    return listed


def helpers_of_file(folder, name, helpers, listed):
    """The helpers one file is type-checked with. Each file gets the helpers its gatherer
    followed for it, not its sibling's: a helper the other file needs (and that cannot compile
    here) would otherwise fail this one too. A helper the manifest lists for no file of the
    repository (one added by hand in a second pass) goes to every file of it, as does every
    helper when the manifest does not list the file."""
    own = listed.get((os.path.basename(folder), name))
    if own is None:
        return helpers
    repo_listed = set()
    for (other_folder, _), names in listed.items():
        if other_folder == os.path.basename(folder):
            repo_listed.update(names)
    helpers_dir = os.path.join(folder, "helpers")
    wanted = {os.path.normpath(os.path.join(helpers_dir, h)) for h in own}
    everyone = {os.path.normpath(os.path.join(helpers_dir, h)) for h in repo_listed}
    return [h for h in helpers if os.path.normpath(h) in wanted or os.path.normpath(h) not in everyone]


MISSING_NAME_RE = re.compile(r"cannot find (?:type )?'(\w+)' in scope|has no member '(\w+)'")


def missing_names(diagnostics):
    """The names a type-check could not find: types, globals and members."""
    names = set()
    for d in diagnostics:
        for m in MISSING_NAME_RE.finditer(d["message"]):
            names.add(m.group(1) or m.group(2))
    return names


def declares_any(text, names):
    """Whether a file declares one of the names (a type, function, property or case)."""
    if not names:
        return False
    pattern = r"\b(?:class|struct|enum|protocol|typealias|actor|func|var|let|case)\s+(?:" + \
        "|".join(re.escape(n) for n in names) + r")\b"
    return re.search(pattern, strip_comments(text)) is not None


def corpus_jobs(corpus, built_modules):
    """One job per file under test: (repo, file, helpers, swift version, skip reason)."""
    jobs = []
    listed = manifest_helpers(corpus)
    for repo in sorted(os.listdir(corpus)):
        folder = os.path.join(corpus, repo)
        if not os.path.isdir(folder):
            continue
        helpers = swift_files(os.path.join(folder, "helpers"))
        version_file = os.path.join(folder, "swift-version")
        version = read(version_file).strip() if os.path.exists(version_file) else "5"
        isolation_file = os.path.join(folder, "default-isolation")
        isolation = read(isolation_file).split() if os.path.exists(isolation_file) else []
        assets_file = os.path.join(folder, "assets.txt")
        assets = asset_symbols(read(assets_file).splitlines()) if os.path.exists(assets_file) else set()
        assets_listing = assets_file if os.path.exists(assets_file) else None
        resources_file = os.path.join(folder, "swiftpm-resources")
        resource_bundle = (read(resources_file).strip() or "RealCode_RealCode") if os.path.exists(resources_file) else None
        models_dir = os.path.join(folder, "datamodels")
        datamodels = sorted(os.path.join(models_dir, m) for m in os.listdir(models_dir)
                            if m.endswith(".xcdatamodel")) if os.path.isdir(models_dir) else []
        helper_texts = [read(h) for h in helpers]
        for name in sorted(os.listdir(folder)):
            path = os.path.join(folder, name)
            if not (name.endswith(".swift") and os.path.isfile(path)):
                continue
            text = read(path)
            file_helpers = helpers_of_file(folder, name, helpers, listed)
            file_helper_texts = [t for h, t in zip(helpers, helper_texts) if h in file_helpers]
            skip = None
            if not VIEW_RE.search(strip_comments(text)):
                skip = "not a SwiftUI view file (no View conformance, body or #Preview)"
            else:
                packages = third_party_imports([text] + file_helper_texts, built_modules)
                if packages:
                    skip = "imports a module neither Apple's nor built here (a third-party package or another module of the project): " + ", ".join(packages)
            # A file under test may itself be a helper of the repository's other file: it is
            # not handed to the compiler twice.
            own_helpers = [h for h, t in zip(helpers, helper_texts) if t != text and h in file_helpers]
            repository_helpers = [h for h, t in zip(helpers, helper_texts) if t != text]
            jobs.append({"repo": repo, "file": path, "helpers": own_helpers,
                         "repository_helpers": repository_helpers, "swift_version": version,
                         "default_isolation": isolation,
                         "skip": skip, "assets": assets, "assets_listing": assets_listing,
                         "resource_bundle": resource_bundle,
                         "datamodels": datamodels})
    return jobs


# --- type-checking -------------------------------------------------------------------------------

ASSET_TOOL = None  # the build's `layoutlab-assets`, when it has one
DATAMODEL_TOOL = None  # the build's `layoutlab-datamodels`, when it has one


def clashes_with_entities(diagnostics, classes):
    """An error in the generated classes, or a project's own declaration of a generated name."""
    names = set(re.findall(r"class (\w+)", read(classes)))
    for d in diagnostics:
        if d["path"] == classes:
            return True
        m = re.search(r"'`?(\w+)`?' is ambiguous for type lookup|invalid redeclaration of '`?(\w+)`?'", d["message"])
        if m and (m.group(1) or m.group(2)) in names:
            return True
    return False


def current_model_versions(models):
    """Xcode compiles one version of a versioned model (`Model.xcdatamodel`, `Model 2.xcdatamodel`
    in one `.xcdatamodeld`), the current one. The corpus keeps the versions side by side without
    the bundle's `.xccurrentversion`, so the newest is taken: a model is left out when another is
    named after it with a version number added (`Model 2`, `Model_v2`) and a higher one."""
    def name(path):
        return os.path.basename(path)[: -len(".xcdatamodel")]
    def numbered(text):
        m = re.fullmatch(r"(.*?)[ _-]*v?(\d+)", text)
        return (m.group(1), int(m.group(2))) if m else None
    def superseded(path):
        for other in models:
            if other == path:
                continue
            if name(other).startswith(name(path)) and re.fullmatch(r"[ _-]*v?\d+", name(other)[len(name(path)):]):
                return True  # `Model` and `Model 2`
            mine, theirs = numbered(name(path)), numbered(name(other))
            if mine and theirs and mine[0] == theirs[0] and theirs[1] > mine[1]:
                return True  # `Model 2` and `Model 3`
        return False
    return sorted(path for path in models if not superseded(path))


def generated_entity_classes(models, folder):
    """The entity classes Xcode would generate from the project's Core Data models (codegen
    "Class Definition" and "Category/Extension"), written by the build's `layoutlab-datamodels`
    from the corpus's `datamodels/`. None when the tool cannot read a model: the file is then
    checked without them, and its entity classes are ranked as missing types."""
    out = os.path.join(folder, "GeneratedEntityClasses.swift")
    proc = subprocess.run([DATAMODEL_TOOL] + current_model_versions(models) + ["--output", out], capture_output=True, text=True)
    if proc.returncode != 0:
        print(f"warning: {proc.stderr.strip()}", file=sys.stderr)
        return None
    return out


def generated_asset_symbols(listing, extensions, folder):
    """The Swift file Xcode would generate from the project's asset catalog, written by the
    build's own generator (`layoutlab assets`) from the corpus's `assets.txt`."""
    out = os.path.join(folder, "GeneratedAssetSymbols.swift" if extensions else "GeneratedAssetSymbols-NoExtensions.swift")
    if not os.path.exists(out):
        # Linux stands in for iOS (`import SwiftUI` brings UIKit): Xcode writes no AppKit
        # extensions for an iOS target, and importing AppKit here would make `Color(.orange)`
        # ambiguous between `UIColor` and `NSColor` in every file of the module.
        cmd = [ASSET_TOOL, listing, "--output", out, "--framework", "SwiftUI", "--framework", "UIKit"] \
            + ([] if extensions else ["--no-extensions"])
        subprocess.run(cmd, check=True, capture_output=True, text=True)
    return out


def resource_bundle_accessor(bundle_name, folder):
    """The `Bundle.module` accessor SwiftPM writes for a target with resources
    (`resource_bundle_accessor.swift`; Tuist writes the same for a framework target with
    resources, "Synthesized files"): an internal static property that finds the target's
    resource bundle, `<Package>_<Target>.bundle`, beside the main bundle, and stops the program
    when it is missing, as SwiftPM's does."""
    out = os.path.join(folder, "resource_bundle_accessor.swift")
    with open(out, "w", encoding="utf-8") as f:
        f.write(RESOURCE_BUNDLE_ACCESSOR.replace("BUNDLE_NAME", json.dumps(bundle_name)))
    return out


RESOURCE_BUNDLE_ACCESSOR = """import Foundation

extension Foundation.Bundle {
    /// The resource bundle of this target.
    static let module: Bundle = {
        let bundleName = BUNDLE_NAME
        let candidates = [Bundle.main.resourceURL, Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent()]
        for case let candidate? in candidates {
            if let bundle = Bundle(url: candidate.appendingPathComponent(bundleName + ".bundle")) {
                return bundle
            }
        }
        fatalError("unable to find bundle named " + bundleName)
    }()
}
"""


def typecheck(job, swiftc, module_dirs, plugins, timeout):
    """Type-checks the file with its target's generated files: SwiftPM's `Bundle.module` when
    the target has resources, then the entity classes and asset symbols (`typecheck_with_generated`)."""
    if not job.get("resource_bundle"):
        return typecheck_with_generated(job, swiftc, module_dirs, plugins, timeout)
    with tempfile.TemporaryDirectory() as tmp:
        accessor = resource_bundle_accessor(job["resource_bundle"], tmp)
        return typecheck_with_generated(dict(job, helpers=job["helpers"] + [accessor]), swiftc, module_dirs,
                                        plugins, timeout)


def typecheck_with_generated(job, swiftc, module_dirs, plugins, timeout):
    """Type-checks the file with its helpers and, when the project has an asset catalog, the
    symbols Xcode generates from it. Xcode writes the `Color.name` and `UIImage.name`
    extensions only when the project asks for them (new projects since Xcode 15 do); a project
    that declares such a name itself cannot have asked, so when the generated file clashes with
    the project's code it is generated again without them. A project with Core Data models
    gets the entity classes generated from them too."""
    with tempfile.TemporaryDirectory() as tmp:
        classes = generated_entity_classes(job["datamodels"], tmp) if DATAMODEL_TOOL and job.get("datamodels") else None
        if classes:
            outcome = typecheck_with_assets(dict(job, helpers=job["helpers"] + [classes]), swiftc, module_dirs,
                                            plugins, timeout, tmp)
            # A repository may hold several projects, and its model is one project's: a file of
            # another one that compiles without the classes is not failed by their errors. And a
            # project that declares an entity's class itself (a model kept after a move to
            # SwiftData, codegen set by hand) cannot have Xcode generate it: Xcode would fail on
            # the redeclaration.
            if outcome["status"] == "fail" and clashes_with_entities(outcome["diagnostics"], classes):
                without = typecheck_with_assets(job, swiftc, module_dirs, plugins, timeout, tmp)
                if without["status"] == "pass":
                    return without
            return outcome
        return typecheck_with_assets(job, swiftc, module_dirs, plugins, timeout, tmp)


def typecheck_with_assets(job, swiftc, module_dirs, plugins, timeout, tmp):
    if not (ASSET_TOOL and job.get("assets_listing")):
        return typecheck_files(job, swiftc, module_dirs, plugins, timeout)
    outcome = None
    for extensions in (True, False):
        generated = generated_asset_symbols(job["assets_listing"], extensions, tmp)
        outcome = typecheck_files(dict(job, helpers=job["helpers"] + [generated]), swiftc, module_dirs,
                                  plugins, timeout)
        if not clashes_with_generated(outcome["diagnostics"], generated):
            break
    return outcome


def clashes_with_generated(diagnostics, generated):
    """Whether the project's code and the generated symbols collide: an error in the generated
    file, or a redeclaration or ambiguity of a name it declares (reported in either file)."""
    names = set(re.findall(r"static (?:var|let) `?(\w+)`?", read(generated)))
    for d in diagnostics:
        if d["path"] == generated:
            return True
        m = re.search(r"(?:invalid redeclaration of|ambiguous use of) '`?(\w+)`?", d["message"])
        if m and m.group(1) in names:
            return True
    return False


def typecheck_files(job, swiftc, module_dirs, plugins, timeout):
    outcome = typecheck_as(job, swiftc, module_dirs, plugins, timeout, library=True)
    # A playground page or a `main.swift` runs its statements at the top level: Xcode compiles
    # it as a script, so it gets a second chance the same way.
    if any("expressions are not allowed at the top level" in d["message"] and d["path"] == job["file"]
           for d in outcome["diagnostics"]):
        outcome = typecheck_as(job, swiftc, module_dirs, plugins, timeout, library=False)
    return outcome


def typecheck_as(job, swiftc, module_dirs, plugins, timeout, library):
    # `DEBUG`: Xcode's Debug configuration, the one previews run in, sets it
    # (SWIFT_ACTIVE_COMPILATION_CONDITIONS), and projects wrap preview data in `#if DEBUG`.
    cmd = [swiftc, "-typecheck", "-swift-version", job["swift_version"], "-module-name", "RealCode", "-D", "DEBUG"]
    isolation = job.get("default_isolation") or []
    if isolation[:1] == ["MainActor"]:
        cmd += ["-default-isolation", "MainActor"]
        if "approachable" in isolation[1:]:
            # What Xcode's SWIFT_APPROACHABLE_CONCURRENCY = YES turns on.
            for feature in ("DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability",
                            "InferIsolatedConformances", "InferSendableFromCaptures",
                            "NonisolatedNonsendingByDefault"):
                cmd += ["-enable-upcoming-feature", feature]
    if library:
        cmd.append("-parse-as-library")
    for d in module_dirs:
        cmd += ["-I", d]
    for path in C_MODULE_MAPS:
        cmd += ["-Xcc", f"-fmodule-map-file={path}"]
    for path, target in plugins:
        cmd += ["-load-plugin-executable", f"{path}#{target}"]
    # Apple's Foundation as a Foundation-only file sees it: URLSession, ObservableObject and
    # Published, which Linux's Foundation keeps elsewhere or lacks (Sources/AppleFoundation).
    for module in IMPLICIT_IMPORTS:
        cmd += ["-Xfrontend", "-import-module", "-Xfrontend", module]
    cmd += [job["file"]] + job["helpers"]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"status": "fail", "diagnostics": [], "timeout": True}
    diags = []
    lines = (proc.stderr + proc.stdout).splitlines()
    for index, line in enumerate(lines):
        m = DIAG_RE.match(line)
        if m and m.group("kind") == "error":
            diags.append({"path": m.group("path"), "line": int(m.group("line")),
                          "col": int(m.group("col")), "message": m.group("msg")})
        m = MACRO_DIAG_RE.match(line)
        if m:
            origin = next((o for o in map(ORIGIN_RE.search, lines[index + 1:index + 3]) if o), None)
            diags.append({"path": origin.group("path") if origin else job["file"],
                          "line": int(origin.group("line")) if origin else 0,
                          "col": int(origin.group("col")) if origin else 0,
                          "message": m.group("msg")})
    ok = proc.returncode == 0
    if not ok and not diags:
        diags.append({"path": job["file"], "line": 0, "col": 0,
                      "message": "compiler failed without a diagnostic: "
                                 + (proc.stderr.strip().splitlines() or ["(no output)"])[-1][:200]})
    return {"status": "pass" if ok else "fail", "diagnostics": diags, "timeout": False}


# --- blockers ------------------------------------------------------------------------------------

def simplify_type(t):
    """The name a reader knows a type by: `some View`, `ModifiedContent<…>` and friends are View."""
    t = t.strip().rstrip("?!")
    if t.startswith(("some ", "any ")):
        t = t.split(" ", 1)[1]
    if t.startswith("(") or "->" in t:
        return t
    base = t.split("<", 1)[0]
    base = base.split(".", 1)[1] if base.startswith(("SwiftUI.", "LayoutLab.", "RealCode.")) else base
    if base in ("ModifiedContent", "_ConditionalContent", "TupleView", "AnyView", "Group",
                "_ViewModifier_Content", "Self"):
        return "View"
    return base


# Protocols whose extensions give a project's own types the members they miss: `_printChanges`
# on a view, `path(in:)` defaults on a shape. A member missing from the project's own type is
# really missing from the first of these it conforms to.
SWIFTUI_PROTOCOLS = ("View", "Shape", "InsettableShape", "ViewModifier", "ButtonStyle",
                     "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "TextFieldStyle",
                     "ProgressViewStyle", "GaugeStyle", "Layout", "ShapeStyle", "App", "Scene",
                     "PreviewProvider", "EnvironmentKey", "PreferenceKey", "ObservableObject")


def api_type(type_name, path):
    """The type a missing member belongs to, in API terms. A project's own type (nested names,
    or one declared in the file) is replaced by the SwiftUI protocol or class it inherits from,
    since that is where the member is missing."""
    t = simplify_type(type_name)
    own = t.split(".")[-1]
    try:
        text = strip_comments(read(path))
    except OSError:
        return t
    m = re.search(r"\b(?:struct|class|enum|actor)\s+" + re.escape(own) + r"\b\s*(?:<[^>{]*>)?\s*:\s*([^{]+)\{", text)
    if not m:
        return t
    supers = [x.strip().split("<")[0] for x in re.sub(r"\bwhere\b.*", "", m.group(1)).split(",")]
    for proto in SWIFTUI_PROTOCOLS:
        if proto in supers:
            return proto
    return supers[0] if supers and supers[0] else t


def callee_at(source_lines, line, col):
    """The name of the call whose argument list holds (line, col): `Slider`, `.stroke`, ..."""
    if not (1 <= line <= len(source_lines)):
        return None
    text = "\n".join(source_lines[max(0, line - 40): line])
    offset = len(text) - len(source_lines[line - 1]) + col - 1
    depth = 0
    i = min(offset, len(text) - 1)
    # The column may sit on the call's name itself (an error about the whole call).
    m = re.match(r"\.?[A-Za-z_]\w*", text[i:])
    if m and text[i + m.end(): i + m.end() + 1] == "(":
        name = m.group(0)
        return name if name.startswith(".") or i == 0 or text[i - 1] != "." else "." + name
    while i >= 0:
        c = text[i]
        if c in ")]}":
            depth += 1
        elif c in "([{":
            if depth == 0:
                if c != "(":
                    return None
                j = i
                while j > 0 and text[j - 1].isspace():
                    j -= 1
                m = re.search(r"(\.?[A-Za-z_][\w]*)\s*$", text[:j])
                if not m:
                    return None
                return m.group(1)
            depth -= 1
        i -= 1
    return None


def implicit_member_in_initializer(lines, diag, member):
    """`Color(.systemBackground)`: the compiler blames whichever overload it tried last
    (`String` for `Color(_ name: String)`), so the blocker is named after the call instead."""
    if not (1 <= diag["line"] <= len(lines)):
        return None
    line = lines[diag["line"] - 1]
    start = diag["col"] - 1  # the column is the member's name or the dot before it
    if line[start:].startswith(member) and line[start - 1: start] == ".":
        start -= 1
    if not line[start:].startswith("." + member):
        return None
    name = callee_at(lines, diag["line"], diag["col"])
    if name and name[0].isupper():
        return f"{name}(.{member})"
    return None


def argument_at(lines, diag):
    """The argument a diagnostic points at (`.sRGB` in `Color(.sRGB, red: …)`), or `…`."""
    if not (1 <= diag["line"] <= len(lines)):
        return "…"
    m = re.match(r"\.?[A-Za-z_]\w*", lines[diag["line"] - 1][diag["col"] - 1:])
    return f"{m.group(0)}, " if m else ""


def lower_camel(name):
    """The symbol Xcode generates for an asset catalog entry: `app-yellow` → `appYellow`."""
    words = [w for w in re.split(r"[^A-Za-z0-9]+", name) if w]
    if not words:
        return ""
    first = words[0][0].lower() + words[0][1:]
    return first + "".join(w[0].upper() + w[1:] for w in words[1:])


def asset_symbols(names):
    out = set()
    for n in names:
        for variant in (n, re.sub(r"(?i)[ _-]?(color|image)$", "", n)):
            if lower_camel(variant):
                out.add(lower_camel(variant))
    return out


def blocker_name(diag, source_cache):
    msg = diag["message"]
    lines = source_cache.get(diag["path"])
    if lines is None:
        try:
            lines = read(diag["path"]).splitlines()
        except OSError:
            lines = []
        source_cache[diag["path"]] = lines

    def callee():
        return callee_at(lines, diag["line"], diag["col"]) or "call"

    rules = [
        (r"no such module '([^']+)'", lambda m: f"no such module {m.group(1)}"),
        (r"cannot find type '([^']+)' in scope", lambda m: m.group(1)),
        (r"cannot find '([^']+)' in scope", lambda m: m.group(1)),
        (r"value of type '(.+)' has no member '([^']+)'",
         lambda m: f"{api_type(m.group(1), diag['path'])}.{m.group(2)}"),
        (r"(?:type|enum type) '(.+)' has no member '([^']+)'",
         lambda m: implicit_member_in_initializer(lines, diag, m.group(2))
         or f"{api_type(m.group(1), diag['path'])}.{m.group(2)}"),
        (r"module '([^']+)' has no member named '([^']+)'", lambda m: f"{m.group(1)}.{m.group(2)}"),
        (r"'([^']+)' is not a member type of (?:struct|class|enum|protocol|type) '([^']+)'",
         lambda m: f"{simplify_type(m.group(2))}.{m.group(1)}"),
        (r"extra argument '([^']+)' in call", lambda m: f"{callee()}({m.group(1)}:)"),
        (r"extra arguments? at positions? .* in call", lambda m: f"{callee()}(extra arguments)"),
        (r"^extra argument in call", lambda m: f"{callee()}({argument_at(lines, diag)}…)"),
        (r"^@Entry needs the property's type written out", lambda m: "@Entry without a type annotation"),
        (r"extra trailing closure passed in call", lambda m: f"{callee()} {{ trailing closure }}"),
        (r"argument passed to call that takes no arguments", lambda m: f"{callee()}(argument)"),
        (r"extraneous argument labels? '([^']+)' in call", lambda m: f"{callee()}({m.group(1)})"),
        (r"trailing closure passed to parameter of type '(.+)' that does not accept a closure",
         lambda m: f"{callee()} {{ trailing closure }} as {simplify_type(m.group(1))}"),
        (r"incorrect argument labels? in call \(have '([^']*)', expected '([^']*)'\)",
         lambda m: f"{callee()}({m.group(1)})"),
        (r"missing arguments? for parameters? (.+) in call",
         lambda m: f"{callee()}(" + "".join(p + ":" for p in re.findall(r"'([^']+)'", m.group(1)))
         + ") missing"),
        (r"ambiguous use of '([^']+)'", lambda m: f"ambiguous use of {m.group(1)}"),
        (r"no exact matches in (?:call to|reference to) (?:initializer|instance method|static method|global function|static property|property|subscript)?\s*'?([^']*)'?",
         lambda m: f"{callee()}: no matching overload"),
        (r"static member '([^']+)' cannot be used on instance of type '([^']+)'",
         lambda m: f"{simplify_type(m.group(2))}.{m.group(1)}"),
        (r"cannot infer contextual base in reference to member '([^']+)'",
         lambda m: f".{m.group(1)} (no contextual type)"),
        (r"reference to member '([^']+)' cannot be resolved without a contextual type",
         lambda m: f".{m.group(1)} (no contextual type)"),
        (r"type '(.+)' does not conform to protocol '([^']+)'",
         lambda m: f"{simplify_type(m.group(1))}: {m.group(2)}"),
        (r"(?:instance method|initializer|static method|generic struct|referencing .*?) '([^']+)' requires that '(.+)' conform to '([^']+)'",
         lambda m: f"{m.group(1)} needs {simplify_type(m.group(2))}: {m.group(3)}"),
        (r"cannot convert value of type '(.+)' to expected argument type '(.+)'",
         lambda m: f"{callee()}: {simplify_type(m.group(1))} as {simplify_type(m.group(2))}"),
        (r"cannot convert value of type '(.+)' to (?:specified|closure result|expected element) type '(.+)'",
         lambda m: f"{simplify_type(m.group(1))} as {simplify_type(m.group(2))}"),
        (r"cannot convert return expression of type '(.+)' to return type '(.+)'",
         lambda m: f"return {simplify_type(m.group(1))} as {simplify_type(m.group(2))}"),
        (r"generic parameter '([^']+)' could not be inferred", lambda m: f"{callee()}: generic parameter not inferred"),
        (r"(?:main actor|actor)-isolated .*", lambda m: "actor isolation (View not @MainActor?)"),
        (r"call to main actor-isolated .*", lambda m: "actor isolation (View not @MainActor?)"),
        (r"'([^']+)' is unavailable", lambda m: f"{m.group(1)} (unavailable)"),
        (r"'([^']+)' is only available in", lambda m: f"{m.group(1)} (availability)"),
        (r"unknown attribute '([^']+)'", lambda m: f"@{m.group(1)}"),
        (r"no macro named '([^']+)'", lambda m: f"#{m.group(1)}"),
        (r"external macro implementation type '([^']+)' could not be found.*",
         lambda m: f"macro plug-in {m.group(1)}"),
        (r"the compiler is unable to type-check this expression in reasonable time",
         lambda m: "expression too complex (type-checker timeout)"),
        (r"compiler failed without a diagnostic.*", lambda m: "compiler crash"),
    ]
    for pattern, name in rules:
        m = re.search(pattern, msg)
        if m:
            return name(m)
    # Unclassified: the message itself, with line-specific values kept (they name the API).
    return msg[:120]


ASSET_SYMBOLS = "asset catalog symbols (Xcode generates Color.name, Image.name, ColorResource)"


def as_asset_symbol(blocker, assets):
    """`Color.appYellow`, `.appYellow`, `Image(.logo)`: names Xcode 15 generates from the
    project's asset catalog (`appYellow.colorset`), never written in its Swift files. The
    corpus lists each repository's catalog entries in `assets.txt`. With a build that has the
    generator, the names are generated instead and a name still missing is ranked as itself."""
    if ASSET_TOOL:
        return blocker
    m = re.fullmatch(r"(?:\w+)?\(?\.?(?:[\w.]*\.)?([A-Za-z_]\w*)\)?(?: \(no contextual type\))?", blocker)
    if m and m.group(1) in assets and m.group(1)[0].islower():
        return ASSET_SYMBOLS
    return blocker


# Errors that follow from another error (a type that is missing makes its overrides, its
# `super` calls and the views built from it fail too). A file's blockers are its other errors
# when it has any; these count only when nothing else explains the failure.
SECONDARY = re.compile(
    r"requires a contextual type|cannot be used in class .* has no superclass|does not override|"
    r"^buildExpression needs|no contextual type|generic parameter not inferred|"
    r"^'?self'? used before|cannot be used as a type|^return .* as |^compiler crash|"
    r"^initializer for conditional binding must have Optional type|cannot be constructed because|"
    r"^extensions must not contain stored properties")


def primary(blockers):
    main = [b for b in blockers if not SECONDARY.search(b)]
    # `NSTextField.window` says nothing more once `NSTextField` itself is missing.
    names = set(main)
    main = [b for b in main if not ("." in b and b.rsplit(".", 1)[0] in names)]
    # A representable's `Context` is its protocol's associated type.
    if any(n.endswith("Representable") for n in names):
        main = [b for b in main if b != "Context"]
    return main or blockers


def rank(results):
    files_by_blocker = defaultdict(list)
    alone = Counter()
    for r in results:
        if r["status"] != "fail":
            continue
        names = sorted(set(r["blockers"]))
        for n in names:
            files_by_blocker[n].append(r["id"])
        if len(names) == 1:
            alone[names[0]] += 1
    ranking = [{"blocker": b, "files": len(fs), "alone": alone[b], "examples": fs[:3]}
               for b, fs in files_by_blocker.items()]
    ranking.sort(key=lambda e: (-e["files"], -e["alone"], e["blocker"]))
    return ranking


# --- the report ----------------------------------------------------------------------------------

def figure(results):
    checked = [r for r in results if r["status"] != "skip"]
    passed = [r for r in checked if r["status"] == "pass"]
    repos = defaultdict(list)
    for r in checked:
        repos[r["repo"]].append(r["status"] == "pass")
    return {
        "files_checked": len(checked), "files_passed": len(passed),
        "files_skipped": sum(r["status"] == "skip" for r in results),
        "repos_checked": len(repos), "repos_all_pass": sum(all(v) for v in repos.values()),
        "repos_some_pass": sum(any(v) for v in repos.values()),
    }


def percent(a, b):
    return f"{100.0 * a / b:.0f} %" if b else "n/a"


def markdown(fig, ranking, results, date, top, behind=None, behind_clear=0):
    out = [f"Measured {date}: **{fig['files_passed']} of {fig['files_checked']} files "
           f"({percent(fig['files_passed'], fig['files_checked'])}) compile exactly as written**, "
           f"from {fig['repos_checked']} repositories; every checked file passes in "
           f"{fig['repos_all_pass']} of them, at least one in {fig['repos_some_pass']}. "
           f"{fig['files_skipped']} file(s) in the corpus were skipped (reasons below).", "",
           "| # | blocker | files | alone | examples |", "|---|---|---|---|---|"]
    for i, e in enumerate(ranking[:top], 1):
        ex = ", ".join(f"`{x}`" for x in e["examples"])
        name = e["blocker"].replace("|", "\\|")
        out.append(f"| {i} | `{name}` | {e['files']} | {e['alone']} | {ex} |")
    if len(ranking) > top:
        out.append(f"\n{len(ranking) - top} more blockers block fewer files each "
                   f"(the script's output lists them all).")
    stopped = [r for r in results if "behind_imports" in r]
    if stopped:
        out += ["", f"Behind the missing modules: {len(stopped)} files fail only on `no such module`, "
                f"which stops the compiler before it reads their code. Checked once more with those "
                f"imports commented out (outside the figure), {behind_clear} pass; the others wait on:", "",
                "| blocker behind a missing module | files |", "|---|---|"]
        out += [f"| `{b.replace('|', chr(92) + '|')}` | {c} |" for b, c in behind.most_common(top)]
    skipped = Counter(r["skip_reason"] for r in results if r["status"] == "skip")
    if skipped:
        out += ["", "Skipped:", ""]
        out += [f"- {n} × {reason}" for reason, n in skipped.most_common()]
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus", help="folder of owner__repo/ sub-folders")
    ap.add_argument("build", help="SwiftPM build folder, e.g. .build/debug")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=180, help="seconds per file")
    ap.add_argument("--swiftc", default="swiftc")
    ap.add_argument("--json", metavar="PATH", help="write the full results as JSON")
    ap.add_argument("--markdown", metavar="PATH", help="write the figure and ranking as Markdown")
    ap.add_argument("--top", type=int, default=40, help="blockers in the Markdown table")
    ap.add_argument("--only", metavar="SUBSTRING", help="check only files whose path contains this")
    ap.add_argument("--behind-imports", action="store_true",
                    help="for files stopped only by missing modules, rank what a second check with those "
                         "imports commented out finds (outside the figure)")
    args = ap.parse_args()

    module_dirs, modules, plugins = discover_build(os.path.abspath(args.build))
    global C_MODULE_MAPS
    C_MODULE_MAPS = discover_c_module_maps(os.path.abspath(args.build))
    if not module_dirs:
        sys.exit(f"no .swiftmodule under {args.build}: build the package first (swift build)")
    print(f"modules: {', '.join(sorted(m for m in modules if not m.startswith('_')))}", file=sys.stderr)
    print(f"macro plug-ins: {', '.join(t for _, t in plugins) or 'none'}", file=sys.stderr)
    global IMPLICIT_IMPORTS
    IMPLICIT_IMPORTS = [m for m in ("AppleFoundation",) if m in modules]
    print(f"implicit imports: {', '.join(IMPLICIT_IMPORTS) or 'none (swift build --product AppleFoundation)'}",
          file=sys.stderr)
    global ASSET_TOOL
    tool = os.path.join(os.path.abspath(args.build), "layoutlab-assets")
    ASSET_TOOL = tool if os.access(tool, os.X_OK) else None
    print(f"asset symbols: {'generated by ' + tool if ASSET_TOOL else 'not generated (no layoutlab-assets in the build: swift build --product layoutlab-assets)'}",
          file=sys.stderr)
    global DATAMODEL_TOOL
    tool = os.path.join(os.path.abspath(args.build), "layoutlab-datamodels")
    DATAMODEL_TOOL = tool if os.access(tool, os.X_OK) else None
    print(f"entity classes: {'generated by ' + tool if DATAMODEL_TOOL else 'not generated (no layoutlab-datamodels in the build: swift build --product layoutlab-datamodels)'}",
          file=sys.stderr)

    corpus = os.path.abspath(args.corpus)
    jobs = corpus_jobs(corpus, modules)
    if args.only:
        jobs = [j for j in jobs if args.only in j["file"]]
    results = []

    def run(job):
        rel = os.path.relpath(job["file"], corpus)
        base = {"id": rel, "repo": job["repo"], "helpers": [os.path.relpath(h, corpus) for h in job["helpers"]],
                "swift_version": job["swift_version"]}
        if job["skip"]:
            return dict(base, status="skip", skip_reason=job["skip"], blockers=[], diagnostics=[])
        outcome = typecheck(job, args.swiftc, module_dirs, plugins, args.timeout)
        if outcome["status"] == "fail" and len(job["repository_helpers"]) > len(job["helpers"]):
            helpers, second = second_pass(job, outcome)
            if second["status"] == "pass":
                outcome = second
                base["helpers"] = [os.path.relpath(h, corpus) for h in helpers]
        cache = {}
        blockers = ["type-check timeout"] if outcome["timeout"] else \
            primary([as_asset_symbol(blocker_name(d, cache), job["assets"]) for d in outcome["diagnostics"]])
        diags = [dict(d, path=os.path.relpath(d["path"], corpus)) for d in outcome["diagnostics"]]
        result = dict(base, status=outcome["status"], blockers=blockers, diagnostics=diags)
        missing = {b.split()[-1] for b in blockers if b.startswith("no such module ")}
        if args.behind_imports and missing and len(missing) == len(set(blockers)):
            result["behind_imports"] = behind_imports(job, missing)
        return result

    def second_pass(job, outcome):
        """The method's second pass, for the helpers already gathered: the gatherer follows names
        from each file and can miss one that a helper of its sibling declares. The names the
        compiler could not find bring in the folder's helpers that declare them, a round at a
        time; then, if the file still fails, all of the folder's helpers. Each set is the
        project's own code, unedited; the first that passes is the one recorded."""
        helpers = list(job["helpers"])
        pool = [h for h in job["repository_helpers"] if h not in helpers]
        for _ in range(4):
            names = missing_names(outcome["diagnostics"])
            found = [h for h in pool if declares_any(read(h), names)]
            if not found:
                break
            helpers += found
            pool = [h for h in pool if h not in found]
            outcome = typecheck(dict(job, helpers=helpers), args.swiftc, module_dirs, plugins, args.timeout)
            if outcome["status"] == "pass":
                return helpers, outcome
        return job["repository_helpers"], typecheck(dict(job, helpers=job["repository_helpers"]), args.swiftc,
                                                    module_dirs, plugins, args.timeout)

    def behind_imports(job, missing):
        """A missing module stops the compiler before it reads the file's code. To see what
        waits behind it, the file and its helpers are checked once more with those imports
        commented out. Never part of the figure: the file is no longer as written."""
        missing = set(missing)
        for _ in range(3):  # a helper may import a missing module of its own
            blockers = behind_once(job, missing)
            more = {b.split()[-1] for b in blockers if b.startswith("no such module ")}
            if not more - missing:
                return blockers
            missing |= more
        return blockers

    def behind_once(job, missing):
        with tempfile.TemporaryDirectory() as tmp:
            copies = []
            for i, path in enumerate([job["file"]] + job["helpers"]):
                text = IMPORT_LINE_RE.sub(
                    lambda m: "// " + m.group(0) if m.group(1).split(".")[0] in missing else m.group(0),
                    read(path))
                copy = os.path.join(tmp, f"{i}_{os.path.basename(path)}")
                with open(copy, "w", encoding="utf-8") as f:
                    f.write(text)
                copies.append(copy)
            outcome = typecheck(dict(job, file=copies[0], helpers=copies[1:]), args.swiftc, module_dirs,
                                plugins, args.timeout)
            cache = {}
            return sorted(set(primary([as_asset_symbol(blocker_name(d, cache), job["assets"])
                                       for d in outcome["diagnostics"]])))

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for r in pool.map(run, jobs):
            results.append(r)
            tag = {"pass": "PASS", "fail": "FAIL", "skip": "SKIP"}[r["status"]]
            detail = r.get("skip_reason") or ", ".join(sorted(set(r["blockers"])))[:160]
            print(f"{tag} {r['id']}" + (f"  [{detail}]" if detail else ""), flush=True)

    fig = figure(results)
    ranking = rank(results)
    print()
    print(f"files: {fig['files_passed']} of {fig['files_checked']} compile exactly as written "
          f"({percent(fig['files_passed'], fig['files_checked'])}); {fig['files_skipped']} skipped")
    print(f"repositories: {fig['repos_checked']} checked, all files pass in {fig['repos_all_pass']}, "
          f"some in {fig['repos_some_pass']}")
    print("\nblockers (files blocked, files where it is the only blocker):")
    for e in ranking:
        print(f"{e['files']:4d} {e['alone']:4d}  {e['blocker']}   e.g. {', '.join(e['examples'][:2])}")

    behind = Counter(b for r in results for b in r.get("behind_imports", []))
    behind_clear = sum(1 for r in results if "behind_imports" in r and not r["behind_imports"])
    if any("behind_imports" in r for r in results):
        n = sum(1 for r in results if "behind_imports" in r)
        print(f"\nbehind missing modules ({n} files; {behind_clear} would pass once their modules exist):")
        for b, c in behind.most_common():
            print(f"{c:4d}  {b}")

    date = datetime.date.today().isoformat()
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"date": date, "figure": fig, "ranking": ranking, "results": results}, f, indent=1)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(markdown(fig, ranking, results, date, args.top, behind, behind_clear))
    return 0


if __name__ == "__main__":
    sys.exit(main())
