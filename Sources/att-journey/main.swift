import CNcursesw
import JourneyRuntime

print("att-journey")
