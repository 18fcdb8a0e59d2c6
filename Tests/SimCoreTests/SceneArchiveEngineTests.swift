import Foundation
import Testing
@testable import SimCore
import SimTestSupport

/// Taking a nib-like archive of a world (Archive/SceneArchive+World.swift), outlets
/// (Archive/Outlet.swift) and awakeFromNib (Archive/NibLoading.swift). Loading an archive back
/// into a world is the language's (`load`): see the report of gaps in the Swift API.
@Suite("Scene archive")
struct SceneArchiveEngineTests {
    @Test func archiveHoldsTheHierarchyInOrderAndTheActionConnections() throws {
        let scene = try LoginScene()
        let world = scene.world
        scene.sim.registration.addTarget(scene.home, action: world.selector("logIn:"), to: scene.login, for: .touchUpInside)
        scene.sim.registration.addTarget(nil, action: world.selector("copy:"), to: scene.login, for: [.touchDown, .touchUpInside])

        let archive = SceneArchive(world: world, properties: { _ in [:] })
        #expect(archive.platform == "UIKit")
        // A superview before its subviews; a window's root controller before its view.
        #expect(archive.objects.map(\.name) == ["main", "home", "home.view", "card", "login"])
        let byName = Dictionary(uniqueKeysWithValues: archive.objects.map { ($0.name, $0) })
        #expect(byName["home"]?.container == "main")
        #expect(byName["home.view"]?.rootViewOf == "home")
        #expect(byName["card"]?.superview == "home.view")
        #expect(byName["login"]?.class == "UIButton")
        #expect(byName["login"]?.frame == ArchivedRect(Rect(20, 20, 120, 44)))
        #expect(archive.connections == [
            .action(source: "login", target: "home", action: "logIn:", events: ["touchUpInside"]),
            .action(source: "login", target: nil, action: "copy:", events: ["touchDown", "touchUpInside"]),
        ])
        #expect(archive.notSaved.isEmpty)

        // The model's own Codable form reads back equal (nil targets included).
        let data = try JSONEncoder().encode(archive)
        #expect(try JSONDecoder().decode(SceneArchive.self, from: data) == archive)
    }

    @Test func codeAndRunTimeObjectsAreReportedAsNotSaved() throws {
        let scene = try LoginScene()
        let world = scene.world
        scene.sim.registration.addAction(to: scene.login, for: .touchUpInside, identifier: nil, definedAt: nil, captures: []) { _ in }
        let tick = world.addClosure(name: "tick", identifier: nil, definedAt: nil, captures: []) { _ in }
        try scene.sim.timers.scheduleTimer("poll", interval: 1_000_000, repeats: true, action: .block(tick))
        try world.makeAlertView("oops", title: "Oops", cancel: "OK")
        let model = try world.makeObject("model")

        let archive = SceneArchive(world: world, properties: { _ in [:] })
        #expect(archive.objects.map(\.name).contains("model"), "plain objects are archived, as a nib's are")
        #expect(!archive.objects.map(\.name).contains("poll"))
        #expect(!archive.objects.map(\.name).contains("oops"))
        #expect(archive.notSaved.contains { $0.hasPrefix("login: closure#") && $0.hasSuffix("(a scene file holds no code)") })
        #expect(archive.notSaved.contains("poll: a timer is scheduled at run time, not archived"))
        #expect(archive.notSaved.contains("oops: an alert is made at run time, not archived"))
        #expect(archive.connections.isEmpty)
        _ = model
    }

    @Test func weakOutletReadsNilOnceItsObjectIsFreedAndStrongOutletKeepsItAlive() throws {
        let scene = try LoginScene()
        let world = scene.world
        let weakModel = try world.makeObject("weakModel")
        let strongModel = try world.makeObject("strongModel")
        #expect(scene.home.connectOutlet("draft", to: weakModel, strong: false) == nil)
        scene.home.connectOutlet("store", to: strongModel, strong: true)

        try scene.sim.lifetimes.release(weakModel)
        #expect(weakModel.isReleased)
        #expect(scene.home.liveTarget(of: scene.home.outlet("draft")!) == nil, "@IBOutlet weak var reads nil")
        #expect(scene.sink.events(.released).map(\.payload.released) == [1], "the weak outlet was the one weak reference")

        try scene.sim.lifetimes.release(strongModel)
        #expect(!strongModel.isReleased)
        #expect(scene.home.liveTarget(of: scene.home.outlet("store")!) === strongModel)
        #expect(scene.sim.lifetimes.holders(of: strongModel.id) == [.object(scene.home.id, .outlet)])

        let archive = SceneArchive(world: world, properties: { _ in [:] })
        #expect(archive.connections == [.outlet(source: "home", name: "store", destination: "strongModel", strong: true)],
                "an outlet to a freed object is not archived")
    }

    @Test func awakeFromNibGoesOnlyToObjectsThatImplementIt() throws {
        let scene = try LoginScene()
        let calls = CallLog()
        scene.implement(scene.home, "awakeFromNib", calls: calls)
        #expect(try scene.sim.actions.awakeFromNib(scene.home))
        #expect(try !scene.sim.actions.awakeFromNib(scene.card))
        #expect(calls.list == ["home.awakeFromNib"])
        #expect(scene.sink.events(.note).map(\.object) == [scene.home.id], "only the implementer is traced")
    }
}
