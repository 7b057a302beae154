import LayoutLab

// A weather card over a gradient: a material background with a rounded shape, a shadow, SF
// Symbols with rendering modes, an hourly row and a progress bar for the UV index.

struct HourlyForecast: Identifiable {
    let id: Int
    let hour: String
    let symbol: String
    let temperature: Int
}

struct WeatherCard: View {
    let city: String
    let hours: [HourlyForecast]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .firstTextBaseline) {
                VStack(alignment: .leading) {
                    Text(city).font(.title2.weight(.semibold))
                    Text("Partly Cloudy").font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
                Text("21°").font(.system(size: 56, weight: .thin))
            }
            Divider()
            HStack {
                ForEach(hours) { hour in
                    VStack(spacing: 6) {
                        Text(hour.hour).font(.caption).foregroundStyle(.secondary)
                        Image(systemName: hour.symbol)
                            .symbolRenderingMode(.multicolor)
                            .imageScale(.large)
                        Text("\(hour.temperature)°").font(.callout.monospacedDigit())
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            HStack {
                Label("UV", systemImage: "sun.max").font(.footnote)
                ProgressView(value: 0.35).tint(.orange)
            }
        }
        .padding(20)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 24))
        .shadow(color: .black.opacity(0.15), radius: 12, x: 0, y: 6)
        .padding(.horizontal)
    }
}

struct WeatherScreen: View {
    let hours: Int

    var body: some View {
        ZStack {
            LinearGradientStandIn()
                .ignoresSafeArea()
            VStack {
                WeatherCard(city: "Lisbon", hours: (0..<hours).map {
                    HourlyForecast(id: $0, hour: "\(9 + $0)h", symbol: ["sun.max.fill", "cloud.sun.fill", "cloud.fill"][$0 % 3], temperature: 18 + $0)
                })
                Spacer()
            }
            .padding(.top)
        }
        .preferredColorScheme(.dark)
    }
}

/// Sample code draws a gradient here; a colour stands in, with the same layout.
struct LinearGradientStandIn: View {
    var body: some View {
        Color.indigo.opacity(0.8).blur(radius: 20)
    }
}

struct WeatherCardFixture: Scenario {
    static let name = "fixtures/weather-card"
    static let summary = "A weather card on a material background with a shadow, symbols, an hourly row and a progress bar."
    static let variants = ["four-hours", "six-hours"]
    let variant: String

    init(variant: String) { self.variant = variant }

    var body: some View {
        WeatherScreen(hours: variant == "six-hours" ? 6 : 4)
    }
}

extension RealCodeFixtures {
    static let weather: [any Scenario.Type] = [WeatherCardFixture.self]
}
