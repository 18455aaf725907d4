// Entry of the GanjifaTable widget bundle (widgets/static/ganjifa.js).
import { tableWidget } from "./shared/gameview.js";
import { mountGanjifa } from "./ganjifa/view.js";

export default tableWidget(mountGanjifa);
