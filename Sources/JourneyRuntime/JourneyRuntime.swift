import ConsentEngine
import CopyTables
import ScreenKit
