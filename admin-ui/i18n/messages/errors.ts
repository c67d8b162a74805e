import type { AreaMessages } from "./types";

/**
 * What the API's error codes mean to a user, and what to do next (admin-ui/lib/error-messages.ts picks the text by
 * the answer's `code` and fills it from its `details`).
 */
export const errors: AreaMessages = {
  en: {
    errors: {
      alreadyExported: "%{period} was already exported on %{at} by %{by}.",
      alreadyExportedPart: "Part of %{period} was already exported on %{at} by %{by} (%{lastPeriod}).",
      alreadyExportedTimes: "It has been exported %{smart_count} time. |||| It has been exported %{smart_count} times.",
      countedTwice: "Importing it twice would count its tasks twice.",
      exportAgainHow: "To export it again, tick “%{exportAgain}” and press “%{export}”.",
      unknownUser: "an unknown user",
      dateRange: "%{from} to %{to}",
      databaseUnavailable: "The server cannot reach its database right now. Wait a few seconds and try again.",
      internal: "Something went wrong on the server. Try again; if it happens again, tell your administrator.",
      notFound: "That record no longer exists; someone may have deleted it. Reload the page to see the current list.",
      // A movement of stock refused: it would leave the product below zero on that day (409 INVENTORY_SHORTFALL).
      shortfall: {
        receive: "Not enough %{product} on %{date}: %{requested} %{unit} to receive, %{onHand} %{unit} on hand, %{short} %{unit} short.",
        apply: "Not enough %{product} on %{date}: %{requested} %{unit} to apply, %{onHand} %{unit} on hand, %{short} %{unit} short.",
        return: "Not enough %{product} on %{date}: %{requested} %{unit} to return, %{onHand} %{unit} on hand, %{short} %{unit} short.",
        countOut: "Not enough %{product} on %{date}: %{requested} %{unit} to count out, %{onHand} %{unit} on hand, %{short} %{unit} short.",
      },
      tooManyAttemptsSeconds: "Too many failed sign-in attempts. Wait %{smart_count} second, then try again. |||| Too many failed sign-in attempts. Wait %{smart_count} seconds, then try again.",
      tooManyAttemptsMinutes: "Too many failed sign-in attempts. Wait %{smart_count} minute, then try again. |||| Too many failed sign-in attempts. Wait %{smart_count} minutes, then try again.",
      invalidCredentials: "Invalid username or password",
      awaitingApproval: "Your account is waiting for an administrator to approve it. Sign in again once they have.",
      passwordChangeRequired: "Choose your own password first: an administrator gave you a one-time password.",
      backupOnSystemDisk:
        "%{folder} is not on a backup drive: it is on the server's own disk, and a backup there is lost if that disk fails. Plug in a backup drive and pick it from the list, or tick “%{allowSystemDisk}” to use this folder anyway.",
      backupBusy: "A backup or restore is already running on the server. Wait until it has finished, then try again.",
      // A name already in use, whatever its case (409 NAME_TAKEN).
      nameTaken: {
        product: "A product named “%{name}” (%{kind}) already exists. Give this one another name, or change that one on the Products screen.",
        fertilizer: "A fertilizer named “%{name}” already exists. Give this one another name, or change that one on the Products screen.",
        vendor: "A vendor named “%{name}” already exists. Give this one another name, or use that vendor.",
        worker: "A worker named “%{name}” already exists. Give this one another name (a second surname or an initial), or open that worker.",
        machine: "A machine named “%{name}” already exists at this entity. Give this one another name, or open that machine.",
      },
      // A purchase CSV naming an invoice already recorded with other lines (409 INVOICE_RECORDED_DIFFERENTLY).
      invoiceRecordedDifferently: "Invoice %{invoice} from %{vendor} (%{entity}, rows %{rows}) is already recorded with other lines.",
      invoiceRecordedHow: "Nothing was imported. Make those rows match the recorded invoice, or change the invoice on the Purchases screen first.",
      // A purchase whose vendor and invoice number are already recorded (409 INVOICE_TAKEN).
      invoiceTaken: "Invoice %{invoice} from %{vendor} is already recorded for %{entity}. Open it in the Purchases list to change it, or check the invoice number.",
      // A product's change or delete refused by what is recorded (409 PRODUCT_IN_USE, STOCK_UNIT_KEPT, PACK_IN_USE, FERTILIZER_IN_USE).
      product: {
        inUse: "%{name} is used by %{uses}, so it cannot be deleted.",
        purchaseLines: "%{smart_count} purchase line |||| %{smart_count} purchase lines",
        adjustments: "%{smart_count} return or adjustment |||| %{smart_count} returns or adjustments",
        tasks: "%{smart_count} task |||| %{smart_count} tasks",
        deletedTasks: "%{smart_count} deleted task that can still be recovered |||| %{smart_count} deleted tasks that can still be recovered",
        and: "and",
        stockUnitKept: "%{name} already has purchases, returns, adjustments or applications kept in %{unit}, so its stock unit cannot change. To buy or apply it in another unit, add a pack.",
        packInUse: "The pack “%{pack}” of %{name} is used by recorded purchases or applications, so it cannot be removed or changed. Add a new pack instead.",
        fertilizerInUse: "%{name} is the fertilizer of %{smart_count} task, so it stays a fertilizer while that task names it. |||| %{name} is the fertilizer of %{smart_count} tasks, so it stays a fertilizer while they name it.",
      },
      // Crop moved out of a storage location beyond what it held on some day (409 STORAGE_SHORTFALL).
      storageShortfall: "Not enough %{crop} %{cropYear} in %{location} on %{date}: %{amount} short.",
      // A ticket CSV naming tickets already recorded (409 TICKETS_RECORDED).
      ticketRecorded: "Ticket %{ticket} (row %{row}) is already recorded at %{entity} (%{date}).",
      ticketsRecordedHow: "Nothing was imported. Take those rows out of the file: it may have been imported already.",
      // Sales (api/services/contracts, deliveries and settlements .service.ts): 409s with their facts as details.
      sales: {
        contractNumberTaken: "Contract %{number} with %{buyer} is already recorded for %{entity}. Give this one another number, or open that contract.",
        settlementNumberTaken: "Settlement %{number} from %{buyer} is already recorded for %{entity}. Give this one another number, or open that settlement.",
        contractMoved: "Contract %{contract} is chosen by deliveries %{deliveries}: its entity, buyer, crop and crop year stay theirs. Choose another contract on those deliveries first.",
        contractDeleted: "Contract %{contract} is chosen by deliveries %{deliveries}, so it cannot be deleted. Choose another contract on those deliveries first.",
        ticketLoad: "Delivery %{delivery} is ticket %{ticket}'s load to %{buyer}: change the ticket instead.",
        settledLoad: "Delivery %{delivery} is paid by settlement %{settlement}: take it off the settlement first.",
        deliveryPaid: "Delivery %{delivery} (line %{line}) is already paid by settlement %{settlement}; a delivery is paid once. Take it off this settlement.",
      },
      // Labor (api/services/workers, worker-rates and machines .service.ts): 409s with their facts as details.
      labor: {
        accountLinked: "The account %{account} already records the hours of %{worker}; an account records the hours of one worker. Choose another account, or unlink it from %{worker} first.",
        workerInUse: "%{name} has %{smart_count} time entry, so the worker cannot be deleted. Make them inactive instead. |||| %{name} has %{smart_count} time entries, so the worker cannot be deleted. Make them inactive instead.",
        rateInUse: "The rate of %{worker} from %{effectiveFrom} prices %{smart_count} approved time entry, and a rate change never re-prices earlier time. Add a rate from a later date instead, or un-approve that entry first. |||| The rate of %{worker} from %{effectiveFrom} prices %{smart_count} approved time entries, and a rate change never re-prices earlier time. Add a rate from a later date instead, or un-approve those entries first.",
        rateRepricing: "A rate of %{worker} from %{effectiveFrom} would re-price %{smart_count} approved time entry, and a rate change never re-prices earlier time. Date it after that entry, or un-approve it first. |||| A rate of %{worker} from %{effectiveFrom} would re-price %{smart_count} approved time entries, and a rate change never re-prices earlier time. Date it after those entries, or un-approve them first.",
        machineInUse: "%{name} is named by %{uses}, so it cannot be deleted. Make it inactive instead.",
        entries: "%{smart_count} time entry |||| %{smart_count} time entries",
        fuel: "%{smart_count} fuel fill |||| %{smart_count} fuel fills",
        and: "and",
        noRate: "%{worker} has no pay rate on %{date}. Add a rate from that day or earlier on the worker's page, then approve this time.",
        machineCostUnknown: "%{name} has no cost per hour. Enter one, or its purchase price, years and hours a year, on the machine's page, then approve this time.",
        timeApproved: "The office has already approved this time, so only the office can change it now.",
        timeRecorded: "This task has %{smart_count} time entry at its farm entity, so it cannot move to another one. Move or remove that entry first. |||| This task has %{smart_count} time entries at its farm entity, so it cannot move to another one. Move or remove those entries first.",
      },
    },
  },
  es: {
    errors: {
      alreadyExported: "%{period} ya se exportó el %{at} por %{by}.",
      alreadyExportedPart: "Parte de %{period} ya se exportó el %{at} por %{by} (%{lastPeriod}).",
      alreadyExportedTimes: "Se ha exportado %{smart_count} vez. |||| Se ha exportado %{smart_count} veces.",
      countedTwice: "Importarlo dos veces contaría sus trabajos dos veces.",
      exportAgainHow: "Para exportarlo de nuevo, marque «%{exportAgain}» y pulse «%{export}».",
      unknownUser: "un usuario desconocido",
      dateRange: "del %{from} al %{to}",
      databaseUnavailable: "El servidor no puede comunicarse con su base de datos en este momento. Espere unos segundos e inténtelo de nuevo.",
      internal: "Algo falló en el servidor. Inténtelo de nuevo; si vuelve a ocurrir, avise a su administrador.",
      notFound: "Ese registro ya no existe; puede que alguien lo haya eliminado. Recargue la página para ver la lista actual.",
      shortfall: {
        receive: "No hay suficiente %{product} el %{date}: %{requested} %{unit} por recibir, %{onHand} %{unit} en existencia, faltan %{short} %{unit}.",
        apply: "No hay suficiente %{product} el %{date}: %{requested} %{unit} por aplicar, %{onHand} %{unit} en existencia, faltan %{short} %{unit}.",
        return: "No hay suficiente %{product} el %{date}: %{requested} %{unit} por devolver, %{onHand} %{unit} en existencia, faltan %{short} %{unit}.",
        countOut: "No hay suficiente %{product} el %{date}: %{requested} %{unit} por descontar, %{onHand} %{unit} en existencia, faltan %{short} %{unit}.",
      },
      tooManyAttemptsSeconds: "Demasiados intentos fallidos de inicio de sesión. Espere %{smart_count} segundo y vuelva a intentarlo. |||| Demasiados intentos fallidos de inicio de sesión. Espere %{smart_count} segundos y vuelva a intentarlo.",
      tooManyAttemptsMinutes: "Demasiados intentos fallidos de inicio de sesión. Espere %{smart_count} minuto y vuelva a intentarlo. |||| Demasiados intentos fallidos de inicio de sesión. Espere %{smart_count} minutos y vuelva a intentarlo.",
      invalidCredentials: "Usuario o contraseña incorrectos",
      awaitingApproval: "Su cuenta está esperando la aprobación de un administrador. Vuelva a iniciar sesión cuando la haya aprobado.",
      passwordChangeRequired: "Elija primero su propia contraseña: un administrador le dio una contraseña de un solo uso.",
      backupOnSystemDisk:
        "%{folder} no está en un disco de respaldo: está en el disco del propio servidor, y un respaldo ahí se pierde si ese disco falla. Conecte un disco de respaldo y elíjalo en la lista, o marque «%{allowSystemDisk}» para usar esta carpeta de todos modos.",
      backupBusy: "Ya hay un respaldo o una restauración en curso en el servidor. Espere a que termine e inténtelo de nuevo.",
      nameTaken: {
        product: "Ya existe un producto llamado «%{name}» (%{kind}). Dé otro nombre a este, o cambie aquel en la pantalla Productos.",
        fertilizer: "Ya existe un fertilizante llamado «%{name}». Dé otro nombre a este, o cambie aquel en la pantalla Productos.",
        vendor: "Ya existe un proveedor llamado «%{name}». Dé otro nombre a este, o use ese proveedor.",
        worker: "Ya existe un trabajador llamado «%{name}». Dé otro nombre a este (un segundo apellido o una inicial), o abra ese trabajador.",
        machine: "Ya existe una máquina llamada «%{name}» en esta entidad. Dé otro nombre a esta, o abra esa máquina.",
      },
      invoiceRecordedDifferently: "La factura %{invoice} de %{vendor} (%{entity}, filas %{rows}) ya está registrada con otras líneas.",
      invoiceRecordedHow: "No se importó nada. Haga que esas filas coincidan con la factura registrada, o cambie primero la factura en la pantalla Compras.",
      invoiceTaken: "La factura %{invoice} de %{vendor} ya está registrada para %{entity}. Ábrala en la lista de Compras para cambiarla, o revise el número de factura.",
      product: {
        inUse: "%{name} se usa en %{uses}, así que no se puede eliminar.",
        purchaseLines: "%{smart_count} línea de compra |||| %{smart_count} líneas de compra",
        adjustments: "%{smart_count} devolución o ajuste |||| %{smart_count} devoluciones o ajustes",
        tasks: "%{smart_count} trabajo |||| %{smart_count} trabajos",
        deletedTasks: "%{smart_count} trabajo eliminado que aún se puede recuperar |||| %{smart_count} trabajos eliminados que aún se pueden recuperar",
        and: "y",
        stockUnitKept: "%{name} ya tiene compras, devoluciones, ajustes o aplicaciones registrados en %{unit}, así que su unidad de inventario no puede cambiar. Para comprarlo o aplicarlo en otra unidad, agregue una presentación.",
        packInUse: "La presentación «%{pack}» de %{name} se usa en compras o aplicaciones registradas, así que no se puede quitar ni cambiar. Agregue una presentación nueva.",
        fertilizerInUse: "%{name} es el fertilizante de %{smart_count} trabajo, así que sigue siendo fertilizante mientras ese trabajo lo nombre. |||| %{name} es el fertilizante de %{smart_count} trabajos, así que sigue siendo fertilizante mientras esos trabajos lo nombren.",
      },
      storageShortfall: "No hay suficiente %{crop} %{cropYear} en %{location} el %{date}: faltan %{amount}.",
      ticketRecorded: "La boleta %{ticket} (fila %{row}) ya está registrada en %{entity} (%{date}).",
      ticketsRecordedHow: "No se importó nada. Quite esas filas del archivo: puede que ya se haya importado.",
      sales: {
        contractNumberTaken: "El contrato %{number} con %{buyer} ya está registrado para %{entity}. Dé otro número a este, o abra ese contrato.",
        settlementNumberTaken: "La liquidación %{number} de %{buyer} ya está registrada para %{entity}. Dé otro número a esta, o abra esa liquidación.",
        contractMoved: "Las entregas %{deliveries} eligieron el contrato %{contract}: su entidad, comprador, cultivo y año de cosecha siguen siendo los de ellas. Elija primero otro contrato en esas entregas.",
        contractDeleted: "Las entregas %{deliveries} eligieron el contrato %{contract}, así que no se puede eliminar. Elija primero otro contrato en esas entregas.",
        ticketLoad: "La entrega %{delivery} es la carga de la boleta %{ticket} a %{buyer}: cambie la boleta.",
        settledLoad: "La entrega %{delivery} la paga la liquidación %{settlement}: quítela primero de la liquidación.",
        deliveryPaid: "La entrega %{delivery} (línea %{line}) ya la paga la liquidación %{settlement}; una entrega se paga una sola vez. Quítela de esta liquidación.",
      },
      labor: {
        accountLinked: "La cuenta %{account} ya registra las horas de %{worker}; una cuenta registra las horas de un solo trabajador. Elija otra cuenta, o desvincúlela primero de %{worker}.",
        workerInUse: "%{name} tiene %{smart_count} registro de horas, así que el trabajador no se puede eliminar. Márquelo como inactivo. |||| %{name} tiene %{smart_count} registros de horas, así que el trabajador no se puede eliminar. Márquelo como inactivo.",
        rateInUse: "La tarifa de %{worker} desde el %{effectiveFrom} paga %{smart_count} registro de horas aprobado, y un cambio de tarifa nunca cambia el precio de horas anteriores. Agregue una tarifa desde una fecha posterior, o desapruebe primero ese registro. |||| La tarifa de %{worker} desde el %{effectiveFrom} paga %{smart_count} registros de horas aprobados, y un cambio de tarifa nunca cambia el precio de horas anteriores. Agregue una tarifa desde una fecha posterior, o desapruebe primero esos registros.",
        rateRepricing: "Una tarifa de %{worker} desde el %{effectiveFrom} cambiaría el precio de %{smart_count} registro de horas aprobado, y un cambio de tarifa nunca cambia el precio de horas anteriores. Póngale una fecha posterior a ese registro, o desapruébelo primero. |||| Una tarifa de %{worker} desde el %{effectiveFrom} cambiaría el precio de %{smart_count} registros de horas aprobados, y un cambio de tarifa nunca cambia el precio de horas anteriores. Póngale una fecha posterior a esos registros, o desapruébelos primero.",
        machineInUse: "%{name} aparece en %{uses}, así que no se puede eliminar. Márquela como inactiva.",
        entries: "%{smart_count} registro de horas |||| %{smart_count} registros de horas",
        fuel: "%{smart_count} carga de combustible |||| %{smart_count} cargas de combustible",
        and: "y",
        noRate: "%{worker} no tiene tarifa de pago el %{date}. Agregue una tarifa desde ese día o antes en la página del trabajador y luego apruebe estas horas.",
        machineCostUnknown: "%{name} no tiene costo por hora. Escriba uno, o su precio de compra, años y horas al año, en la página de la máquina, y luego apruebe estas horas.",
        timeApproved: "La oficina ya aprobó estas horas, así que ahora solo la oficina puede cambiarlas.",
        timeRecorded: "Esta tarea tiene %{smart_count} registro de horas en su entidad, así que no puede pasar a otra. Mueva o elimine primero ese registro. |||| Esta tarea tiene %{smart_count} registros de horas en su entidad, así que no puede pasar a otra. Mueva o elimine primero esos registros.",
      },
    },
  },
};
